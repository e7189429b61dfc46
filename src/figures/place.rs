//! Where a figure is shown, which sets its heading level and its embed snippet's height.

use leptos::prelude::*;

/// Where a figure is shown: alone in the page (an `<iframe>`), or between the story's
/// paragraphs. Provided by the story; absent means alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FigurePlace {
    Alone,
    Story,
}

/// Where the current figure is shown.
pub fn figure_place() -> FigurePlace {
    use_context::<FigurePlace>().unwrap_or(FigurePlace::Alone)
}

/// What a figure's guess hides while the reader has not yet answered: the readouts and the
/// caption, or the chart too (where the chart itself is the answer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuessHides {
    Readouts,
    Chart,
}

impl GuessHides {
    /// The story's word for it (`guess="readouts"` or `guess="chart"` on the element).
    pub fn from_slug(s: &str) -> Option<GuessHides> {
        match s {
            "readouts" => Some(GuessHides::Readouts),
            "chart" => Some(GuessHides::Chart),
            _ => None,
        }
    }
}

/// A figure placed after a question in the story: its answer waits for the reader's move.
/// `open` until the reader uses any of the figure's controls or its reveal button.
#[derive(Clone, Copy, Debug)]
pub struct Guess {
    pub open: RwSignal<bool>,
    pub hides: GuessHides,
    /// The settings the answer speaks of (URL keys, `n=3`): "show the answer" moves the
    /// figure there, so what it shows and what the prose says agree.
    pub answer: StoredValue<Option<String>>,
}

/// The settings `p` with the keys of `answer` (URL keys) set as it says; `slug` is the figure,
/// whose own starting settings the other keys are read against.
pub fn with_answer(p: &rope_params::Params, slug: &str, answer: &str) -> rope_params::Params {
    let keys: Vec<&str> = answer
        .split('&')
        .filter_map(|kv| kv.split_once('=').map(|(k, _)| k))
        .collect();
    let mut parts: Vec<String> = vec![format!("fig={slug}")];
    // Written against the figure's own starting settings, as the joined query is read back: a
    // story figure's `p` has no `fig`, and against the page's defaults a key equal to them
    // (`train=4096`) would be left out and then read as the figure's own (8,192).
    let mut own = p.clone();
    own.view.fig = Some(slug.to_string());
    parts.extend(
        own.to_query()
            .split('&')
            .filter(|kv| !kv.is_empty() && !kv.starts_with("fig="))
            .filter(|kv| !keys.contains(&kv.split('=').next().unwrap_or_default()))
            .map(str::to_string),
    );
    parts.push(answer.to_string());
    let joined = parts.join("&");
    let (mut answered, _) = rope_params::Params::from_query(&joined);
    answered.view.fig = p.view.fig.clone();
    answered
}

/// The current figure's guess, if it asks one.
pub fn figure_guess() -> Option<Guess> {
    use_context::<Guess>()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answer_keeps_every_setting_the_figure_was_given() {
        // A story figure's settings: the figure's query, with no `fig` of the page's own.
        let (mut p, _) = rope_params::Params::from_query(
            "fig=slow-pairs&d=128&base=10000&train=4096&infer=4096&pair=63",
        );
        p.view.fig = None;
        let answered = with_answer(&p, "slow-pairs", "infer=32768");
        assert_eq!(answered.rope.infer_len_tokens, 32_768);
        // 4,096 is the page's default but not the figure's (8,192): it must survive.
        assert_eq!(answered.rope.train_len_tokens, 4096);
        assert_eq!((answered.rope.d, answered.probe.pair), (128, 63));
        assert_eq!(answered.view.fig, None);
    }
}

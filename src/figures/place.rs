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
}

/// The current figure's guess, if it asks one.
pub fn figure_guess() -> Option<Guess> {
    use_context::<Guess>()
}

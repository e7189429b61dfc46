//! The lecture's keys, as a clicker sends them: what a key press asks the deck to do.

/// What the deck does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// The figure's next step, else the next slide.
    Next,
    /// The figure's previous step, else the previous slide.
    Prev,
    First,
    Last,
    /// The figure back at the slide's own settings.
    Reset,
    FullScreen,
    Presenter,
}

impl Action {
    /// The word a presenter window sends for it (and reads back).
    pub fn word(self) -> &'static str {
        match self {
            Action::Next => "next",
            Action::Prev => "prev",
            Action::First => "first",
            Action::Last => "last",
            Action::Reset => "reset",
            Action::FullScreen => "full",
            Action::Presenter => "presenter",
        }
    }

    pub fn from_word(word: &str) -> Option<Action> {
        [
            Action::Next,
            Action::Prev,
            Action::First,
            Action::Last,
            Action::Reset,
            Action::FullScreen,
            Action::Presenter,
        ]
        .into_iter()
        .find(|a| a.word() == word)
    }
}

/// Where the key press landed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A field (a slider, a number, a select): its keys are its own.
    Field,
    /// A button: Space and Enter press it.
    Button,
    Page,
}

/// The action of `key` (KeyboardEvent.key), or none. A key with Ctrl, Alt or Meta is the
/// browser's; a field keeps every key; a button keeps Space and Enter.
pub fn action_for(key: &str, target: Target, modified: bool) -> Option<Action> {
    if modified || target == Target::Field {
        return None;
    }
    match key {
        "PageDown" | "ArrowRight" | "ArrowDown" => Some(Action::Next),
        " " | "Spacebar" if target == Target::Page => Some(Action::Next),
        "PageUp" | "ArrowLeft" | "ArrowUp" => Some(Action::Prev),
        "Home" => Some(Action::First),
        "End" => Some(Action::Last),
        "r" | "R" => Some(Action::Reset),
        "f" | "F" => Some(Action::FullScreen),
        "p" | "P" => Some(Action::Presenter),
        _ => None,
    }
}

/// The slide a hash names (`#slide-7` → 7), within 1..=`total`.
pub fn slide_of_hash(hash: &str, total: usize) -> Option<usize> {
    let n: usize = hash.strip_prefix("#slide-")?.parse().ok()?;
    (1..=total).contains(&n).then_some(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clicker_steps_forward_and_back() {
        for key in ["PageDown", "ArrowRight", " "] {
            assert_eq!(
                action_for(key, Target::Page, false),
                Some(Action::Next),
                "{key}"
            );
        }
        for key in ["PageUp", "ArrowLeft"] {
            assert_eq!(
                action_for(key, Target::Page, false),
                Some(Action::Prev),
                "{key}"
            );
        }
        assert_eq!(action_for("Home", Target::Page, false), Some(Action::First));
        assert_eq!(action_for("End", Target::Page, false), Some(Action::Last));
        assert_eq!(action_for("r", Target::Page, false), Some(Action::Reset));
        assert_eq!(
            action_for("F", Target::Page, false),
            Some(Action::FullScreen)
        );
        assert_eq!(
            action_for("p", Target::Page, false),
            Some(Action::Presenter)
        );
    }

    #[test]
    fn fields_buttons_and_the_browser_keep_their_keys() {
        assert_eq!(action_for("ArrowRight", Target::Field, false), None);
        assert_eq!(action_for("r", Target::Field, false), None);
        assert_eq!(action_for(" ", Target::Button, false), None);
        assert_eq!(
            action_for("PageDown", Target::Button, false),
            Some(Action::Next)
        );
        assert_eq!(action_for("r", Target::Page, true), None);
        assert_eq!(action_for("x", Target::Page, false), None);
    }

    #[test]
    fn words_round_trip_and_hashes_name_slides() {
        for a in [Action::Next, Action::Prev, Action::Reset, Action::Last] {
            assert_eq!(Action::from_word(a.word()), Some(a));
        }
        assert_eq!(slide_of_hash("#slide-7", 37), Some(7));
        assert_eq!(slide_of_hash("#slide-0", 37), None);
        assert_eq!(slide_of_hash("#slide-38", 37), None);
        assert_eq!(slide_of_hash("#intro", 37), None);
    }
}

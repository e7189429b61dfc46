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

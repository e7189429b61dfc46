//! A figure placed between a chapter's paragraphs.

use crate::figures::figure_view;
use crate::figures::place::FigurePlace;
use crate::state::use_app_state;
use leptos::prelude::*;
use rope_math::Params;

/// A figure between the paragraphs, with settings of its own starting at its worked example.
#[component]
pub fn StoryFigure(slug: &'static str) -> impl IntoView {
    let page = use_app_state();
    let (start, _) = Params::from_query(&format!("fig={slug}"));
    let mut start = start;
    // The figure's own settings; its embed snippet adds `fig=` back.
    start.view.fig = None;
    let local = page.local(start);
    // A component has no owner of its own: contexts provided in its body land on the owner
    // around it, where a later read can find a sibling figure's (the chapters built without a
    // served copy, under `make serve`, share one). The closure gives the figure an owner that
    // holds its own.
    view! {
        {move || untrack(|| {
            provide_context(local);
            provide_context(FigurePlace::Story);
            figure_view(slug)
        })}
    }
}

//! Figures: one idea each, built from the panels' charts and the shared widgets, each alone at
//! `?fig=<slug>` for a blog's `<iframe>` (and, with the story, between its paragraphs). Their
//! names, words and starting parameters are `rope_math::figures`.

pub mod actions;
mod frame;
mod frequencies;
mod rotate;
mod score_distance;
mod slow_pairs;

use leptos::prelude::*;

/// The figure of a slug, if there is one.
pub fn figure_view(slug: &str) -> Option<AnyView> {
    Some(match slug {
        "rotate" => view! { <rotate::RotateFigure/> }.into_any(),
        "frequencies" => view! { <frequencies::FrequenciesFigure/> }.into_any(),
        "score-distance" => view! { <score_distance::ScoreDistanceFigure/> }.into_any(),
        "slow-pairs" => view! { <slow_pairs::SlowPairsFigure/> }.into_any(),
        _ => return None,
    })
}

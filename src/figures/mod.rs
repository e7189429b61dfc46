//! Figures: one idea each, built from the panels' charts and the shared widgets, each alone at
//! `?fig=<slug>` for a blog's `<iframe>` (and, with the story, between its paragraphs). Their
//! names, words and starting parameters are `rope_math::figures`.

pub mod actions;
mod alibi;
mod argument;
mod argument_cards;
mod base_bound;
mod base_scaling;
mod base_scaling_bases;
mod base_scaling_table;
mod budget_bar;
mod budget_marks;
mod code_action;
mod context_budget;
mod cost;
mod decay_myth;
mod decode;
mod decode_charts;
pub mod extrapolation_bound;
mod frame;
mod frequencies;
mod interpolation;
mod interpolation_charts;
mod layouts;
mod learned_gap;
mod learned_positions;
mod lost_middle;
mod matrix;
mod mrope;
mod needle;
mod order_blind;
mod partial_cycle;
mod partial_rotary;
mod per_pair_scaling;
mod per_pair_small;
pub mod place;
mod positional_head;
mod precision;
mod proof;
mod rope_2d;
mod rope_layer;
mod rotate;
mod score_distance;
mod semantic_drift;
mod shift_check;
mod sinusoid;
mod sinusoid_shift;
mod slot_marks;
mod slow_pairs;
mod softmax;
mod softmax_attention;
mod softmax_chart;
pub mod steps;
mod temperature;

use leptos::prelude::*;

/// Every figure's component by slug: the registry (`rope_params::figures::FIGURES`) has its
/// words and starting settings, this table its view; a test checks that the two agree.
/// A figure's component, built.
type Build = fn() -> AnyView;

static VIEWS: &[(&str, Build)] = &[
    ("order-blind", || {
        view! { <order_blind::OrderBlindFigure/> }.into_any()
    }),
    ("softmax", || view! { <softmax::SoftmaxFigure/> }.into_any()),
    ("slot-marks", || {
        view! { <slot_marks::SlotMarksFigure/> }.into_any()
    }),
    ("sinusoid", || {
        view! { <sinusoid::SinusoidFigure/> }.into_any()
    }),
    ("learned-positions", || {
        view! { <learned_positions::LearnedPositionsFigure/> }.into_any()
    }),
    ("sinusoid-shift", || {
        view! { <sinusoid_shift::SinusoidShiftFigure/> }.into_any()
    }),
    ("proof", || view! { <proof::ProofFigure/> }.into_any()),
    ("matrix", || view! { <matrix::MatrixFigure/> }.into_any()),
    ("layouts", || view! { <layouts::LayoutsFigure/> }.into_any()),
    ("rotate", || view! { <rotate::RotateFigure/> }.into_any()),
    ("rope-layer", || {
        view! { <rope_layer::RopeLayerFigure/> }.into_any()
    }),
    ("frequencies", || {
        view! { <frequencies::FrequenciesFigure/> }.into_any()
    }),
    ("score-distance", || {
        view! { <score_distance::ScoreDistanceFigure/> }.into_any()
    }),
    ("cost", || view! { <cost::CostFigure/> }.into_any()),
    ("slow-pairs", || {
        view! { <slow_pairs::SlowPairsFigure/> }.into_any()
    }),
    ("base-scaling", || {
        view! { <base_scaling::BaseScalingFigure/> }.into_any()
    }),
    ("interpolation", || {
        view! { <interpolation::InterpolationFigure/> }.into_any()
    }),
    ("per-pair-scaling", || {
        view! { <per_pair_scaling::PerPairScalingFigure/> }.into_any()
    }),
    ("alibi", || view! { <alibi::AlibiFigure/> }.into_any()),
    ("context-budget", || {
        view! { <context_budget::ContextBudgetFigure/> }.into_any()
    }),
    ("argument", || {
        view! { <argument::ArgumentFigure/> }.into_any()
    }),
    ("decode", || view! { <decode::DecodeFigure/> }.into_any()),
    ("lost-middle", || {
        view! { <lost_middle::LostMiddleFigure/> }.into_any()
    }),
    ("decay-myth", || {
        view! { <decay_myth::DecayMythFigure/> }.into_any()
    }),
    ("positional-head", || {
        view! { <positional_head::PositionalHeadFigure/> }.into_any()
    }),
    ("rope-2d", || view! { <rope_2d::Rope2dFigure/> }.into_any()),
    ("semantic-drift", || {
        view! { <semantic_drift::SemanticDriftFigure/> }.into_any()
    }),
    ("partial-cycle", || {
        view! { <partial_cycle::PartialCycleFigure/> }.into_any()
    }),
    ("partial-rotary", || {
        view! { <partial_rotary::PartialRotaryFigure/> }.into_any()
    }),
    ("base-bound", || {
        view! { <base_bound::BaseBoundFigure/> }.into_any()
    }),
    ("temperature", || {
        view! { <temperature::TemperatureFigure/> }.into_any()
    }),
    ("mrope", || view! { <mrope::MropeFigure/> }.into_any()),
    ("precision", || {
        view! { <precision::PrecisionFigure/> }.into_any()
    }),
    ("extrapolation-bound", || {
        view! { <extrapolation_bound::ExtrapolationBoundFigure/> }.into_any()
    }),
];

/// The figure of a slug, if there is one.
pub fn figure_view(slug: &str) -> Option<AnyView> {
    VIEWS
        .iter()
        .find(|(s, _)| *s == slug)
        .map(|(_, view)| view())
}

#[cfg(test)]
mod tests {
    use super::VIEWS;
    use rope_params::figures::FIGURES;

    #[test]
    fn every_registered_figure_has_one_view_and_every_view_a_registry_row() {
        for f in FIGURES.iter() {
            let n = VIEWS.iter().filter(|(s, _)| *s == f.slug).count();
            assert_eq!(n, 1, "{}", f.slug);
        }
        for (slug, _) in VIEWS {
            assert!(FIGURES.iter().any(|f| f.slug == *slug), "{slug}");
        }
    }
}

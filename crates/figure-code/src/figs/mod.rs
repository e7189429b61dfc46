//! One file per figure: its program's body (a template beside it, `<slug>.py`, filled with
//! the current settings). The header (`show`, the import) is `super::program`'s.

use rope_params::Params;

/// The coverage table's loop (every pair's frequency, wavelength, angles and turns), shared by
/// `slow-pairs` and `base-scaling`, whose programs define `inv_freq` and the two angle arrays.
const PAIR_TABLE: &str = include_str!("pair_table.py");

/// What the two coverage programs (`slow-pairs`, `base-scaling`) are filled with: the HF
/// prelude, the table's loop, the model's settings, the two lengths and the chosen pair.
fn coverage_vars(p: &Params) -> Vec<(&'static str, String)> {
    use super::py;
    vec![
        ("hf", super::HF_PRELUDE.to_string()),
        ("pair_table", PAIR_TABLE.to_string()),
        ("rope", py::rope_dict(&p.rope)),
        ("train", py::int(p.rope.train_len_tokens)),
        ("infer", py::int(p.rope.infer_len_tokens)),
        ("pair", py::count(p.probe.pair)),
    ]
}

mod alibi;
mod base_bound;
mod base_scaling;
mod context_budget;
mod cost;
mod decay_myth;
mod extrapolation_bound;
mod frequencies;
mod interpolation;
mod layouts;
mod learned_positions;
mod matrix;
mod mrope;
mod order_blind;
mod partial_cycle;
mod partial_rotary;
mod per_pair_scaling;
mod positional_head;
mod precision;
mod proof;
mod rope_2d;
mod rotate;
mod score_distance;
mod semantic_drift;
mod sinusoid;
mod sinusoid_shift;
mod slot_marks;
mod slow_pairs;
mod softmax;
mod temperature;

/// The body of `slug`'s program at `p`, if the figure has one.
pub(super) fn body(slug: &str, p: &Params) -> Option<String> {
    Some(match slug {
        "order-blind" => order_blind::body(p),
        "softmax" => softmax::body(p),
        "slot-marks" => slot_marks::body(p),
        "sinusoid" => sinusoid::body(p),
        "learned-positions" => learned_positions::body(p),
        "sinusoid-shift" => sinusoid_shift::body(p),
        "rotate" => rotate::body(p),
        "proof" => proof::body(p),
        "frequencies" => frequencies::body(p),
        "matrix" => matrix::body(p),
        "layouts" => layouts::body(p),
        "score-distance" => score_distance::body(p),
        "cost" => cost::body(p),
        "slow-pairs" => slow_pairs::body(p),
        "base-scaling" => base_scaling::body(p),
        "interpolation" => interpolation::body(p),
        "per-pair-scaling" => per_pair_scaling::body(p),
        "alibi" => alibi::body(p),
        "context-budget" => context_budget::body(p),
        "decay-myth" => decay_myth::body(p),
        "positional-head" => positional_head::body(p),
        "rope-2d" => rope_2d::body(p),
        "semantic-drift" => semantic_drift::body(p),
        "partial-cycle" => partial_cycle::body(p),
        "partial-rotary" => partial_rotary::body(p),
        "base-bound" => base_bound::body(p),
        "temperature" => temperature::body(p),
        "mrope" => mrope::body(p),
        "precision" => precision::body(p),
        "extrapolation-bound" => extrapolation_bound::body(p),
        _ => return None,
    })
}

//! One file per figure: its program's body (a template beside it, `<slug>.py`, filled with
//! the current settings). The header (`show`, the import) is `super::program`'s.

use rope_params::Params;

/// The coverage table's loop (every pair's frequency, wavelength, angles and turns), shared by
/// `slow-pairs`, whose program defines `inv_freq` and the two angle arrays.
const PAIR_TABLE: &str = include_str!("pair_table.py");

/// The page's seeded normal draws (SplitMix64, 12 uniforms − 6), shared by the programs that
/// draw random vectors as the page does (`precision`, `rotate`'s shift check).
const SEEDED_NORMALS: &str = include_str!("seeded_normals.py");

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
mod argument;
mod base_bound;
mod base_scaling;
mod context_budget;
mod cost;
mod decay_myth;
mod decode;
mod extrapolation_bound;
mod frequencies;
mod interpolation;
mod layouts;
mod learned_positions;
mod lost_middle;
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
mod rope_layer;
mod rotate;
mod score_distance;
mod semantic_drift;
mod sinusoid;
mod sinusoid_shift;
mod slot_marks;
mod slow_pairs;
mod softmax;
mod temperature;

/// Every figure's program body by slug; a test checks it against the registry
/// (`rope_params::figures::FIGURES`).
/// A program body at the figure's settings.
type Body = fn(&Params) -> String;

static BODIES: &[(&str, Body)] = &[
    ("order-blind", order_blind::body),
    ("softmax", softmax::body),
    ("slot-marks", slot_marks::body),
    ("sinusoid", sinusoid::body),
    ("learned-positions", learned_positions::body),
    ("sinusoid-shift", sinusoid_shift::body),
    ("rotate", rotate::body),
    ("rope-layer", rope_layer::body),
    ("proof", proof::body),
    ("frequencies", frequencies::body),
    ("matrix", matrix::body),
    ("layouts", layouts::body),
    ("score-distance", score_distance::body),
    ("cost", cost::body),
    ("slow-pairs", slow_pairs::body),
    ("base-scaling", base_scaling::body),
    ("interpolation", interpolation::body),
    ("per-pair-scaling", per_pair_scaling::body),
    ("alibi", alibi::body),
    ("context-budget", context_budget::body),
    ("decode", decode::body),
    ("lost-middle", lost_middle::body),
    ("argument", argument::body),
    ("decay-myth", decay_myth::body),
    ("positional-head", positional_head::body),
    ("rope-2d", rope_2d::body),
    ("semantic-drift", semantic_drift::body),
    ("partial-cycle", partial_cycle::body),
    ("partial-rotary", partial_rotary::body),
    ("base-bound", base_bound::body),
    ("temperature", temperature::body),
    ("mrope", mrope::body),
    ("precision", precision::body),
    ("extrapolation-bound", extrapolation_bound::body),
];

/// The body of `slug`'s program at `p`, if the figure has one.
pub(super) fn body(slug: &str, p: &Params) -> Option<String> {
    BODIES
        .iter()
        .find(|(s, _)| *s == slug)
        .map(|(_, body)| body(p))
}

#[cfg(test)]
mod tests {
    use super::BODIES;
    use rope_params::figures::FIGURES;

    #[test]
    fn every_registered_figure_has_one_program_and_every_program_a_registry_row() {
        for f in FIGURES.iter() {
            let n = BODIES.iter().filter(|(s, _)| *s == f.slug).count();
            assert_eq!(n, 1, "{}", f.slug);
        }
        for (slug, _) in BODIES {
            assert!(FIGURES.iter().any(|f| f.slug == *slug), "{slug}");
        }
    }
}

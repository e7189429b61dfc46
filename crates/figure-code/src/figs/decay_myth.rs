//! `decay-myth`: the score's average and spread over draws of q and k, in closed form, at the
//! table's offsets (the chart's one seeded draw is not among the printed numbers).

use super::super::py;
use rope_math::VecChoice;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    let vectors = match p.probe.vec {
        VecChoice::GaussianSame => "gaussian-same",
        VecChoice::Random => "random",
        // The pairs panel's own vectors are not a distribution: the figure shows ones.
        VecChoice::Ones | VecChoice::Custom => "ones",
    };
    py::fill(
        include_str!("decay_myth.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("base", py::float(p.rope.base)),
            ("vectors", py::string(vectors)),
        ],
    )
}

//! `sinusoid-shift`: the trig identity that turns the mark of m into the mark of m + gap, and
//! the score of "nolan" (at m) and "ended" (at m + gap) with marks added, against rotated.

use super::super::py;
use rope_math::sinusoid::NOLAN;
use rope_params::{Params, Positions};

/// The seeds' word vector for "ended" (the figure's own `ENDED`).
const ENDED: [f64; 4] = [0.0, 1.0, 2.0, 1.0];

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("sinusoid_shift.py"),
        &[
            ("nolan", py::floats(&NOLAN)),
            ("ended", py::floats(&ENDED)),
            ("m", py::int(p.probe.m)),
            // The key after the query, at most 32 on, as the figure shows it.
            (
                "n",
                py::int(p.probe.m + p.probe.n.saturating_sub(p.probe.m).min(32)),
            ),
            (
                "rope",
                if p.view.positions == Positions::Rope {
                    "True"
                } else {
                    "False"
                }
                .to_string(),
            ),
        ],
    )
}

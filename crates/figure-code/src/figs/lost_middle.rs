//! `lost-middle`: a published table (accuracy by where the answer sits), and the measured
//! place nearest the fact's depth.

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    let depth = p.figures.needle_pct.unwrap_or(0.0).clamp(0.0, 100.0);
    py::fill(
        include_str!("lost_middle.py"),
        &[("depth_pct", py::float(depth))],
    )
}

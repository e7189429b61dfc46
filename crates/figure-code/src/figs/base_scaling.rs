//! `base-scaling`: how many times slower the selected pair turns at the new base than at
//! 10000, its angles at both, and the raised model's table: every pair's speed at both bases
//! and its angle in training (base 10000) against its angle at the longer length.

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    // The coverage programs' settings, less the coverage table: this figure's table is its own.
    let vars: Vec<_> = super::coverage_vars(p)
        .into_iter()
        .filter(|(name, _)| *name != "pair_table")
        .collect();
    py::fill(include_str!("base_scaling.py"), &vars)
}

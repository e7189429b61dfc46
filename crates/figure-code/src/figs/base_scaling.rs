//! `base-scaling`: how many times slower the selected pair turns at the new base than at
//! 10000, its angles at both, and every pair's coverage table (the model's settings, from
//! Hugging Face's initialisers).

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(include_str!("base_scaling.py"), &super::coverage_vars(p))
}

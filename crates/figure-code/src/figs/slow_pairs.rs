//! `slow-pairs`: the selected pair's angles and lowest score part in training and at the
//! longer length, and every pair's coverage table, from Hugging Face's initialisers.

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(include_str!("slow_pairs.py"), &super::coverage_vars(p))
}

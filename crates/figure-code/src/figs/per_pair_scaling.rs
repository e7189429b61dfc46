//! `per-pair-scaling`: what the highlighted scaling method multiplies each pair's frequency by,
//! and its attention factor, from Hugging Face's initialisers.

use super::super::{py, HF_PRELUDE};
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("per_pair_scaling.py"),
        &[
            ("hf", HF_PRELUDE.to_string()),
            ("rope", py::rope_dict(&p.rope)),
        ],
    )
}

//! `base-scaling`: how many times slower the selected pair turns at the new base than at
//! 10000, its angles at both, and every pair's coverage table (the model's settings, from
//! Hugging Face's initialisers).

use super::super::{py, HF_PRELUDE};
use crate::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("base_scaling.py"),
        &[
            ("hf", HF_PRELUDE.to_string()),
            ("rope", py::rope_dict(&p.rope)),
            ("train", py::int(p.rope.train_len_tokens)),
            ("infer", py::int(p.rope.infer_len_tokens)),
            ("pair", py::count(p.probe.pair)),
        ],
    )
}

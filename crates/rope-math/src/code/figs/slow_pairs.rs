//! `slow-pairs`: the selected pair's angles and lowest score part in training and at the
//! longer length, and every pair's coverage table, from Hugging Face's initialisers.

use super::super::{py, HF_PRELUDE};
use crate::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("slow_pairs.py"),
        &[
            ("hf", HF_PRELUDE.to_string()),
            ("rope", py::rope_dict(&p.rope)),
            ("train", py::int(p.rope.train_len_tokens)),
            ("infer", py::int(p.rope.infer_len_tokens)),
            ("pair", py::count(p.probe.pair)),
        ],
    )
}

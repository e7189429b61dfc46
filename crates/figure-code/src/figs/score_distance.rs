//! `score-distance`: the score of q and k at chosen offsets (the summary table), with the
//! model's frequencies and attention factor as Hugging Face's initialisers give them.

use super::super::{py, HF_PRELUDE};
use super::rotate::vectors_py;
use rope_params::Params;

/// The fixed offsets of the page's table (then the training and inference lengths).
const OFFSETS: [u64; 7] = [0, 1, 10, 100, 1000, 10_000, 100_000];

pub(super) fn body(p: &Params) -> String {
    let offsets: Vec<String> = OFFSETS.iter().map(|&o| py::int(o)).collect();
    py::fill(
        include_str!("score_distance.py"),
        &[
            ("hf", HF_PRELUDE.to_string()),
            ("rope", py::rope_dict(&p.rope)),
            ("vectors", vectors_py(p, usize::MAX)),
            ("offsets", format!("[{}]", offsets.join(", "))),
            ("train", py::int(p.rope.train_len_tokens)),
            ("infer", py::int(p.rope.infer_len_tokens)),
        ],
    )
}

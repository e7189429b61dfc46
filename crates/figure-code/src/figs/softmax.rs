//! `softmax`: one word's scores with every word of "the dog bit the man", divided by √d and
//! turned by softmax into weights, and the output they mix.

use super::super::py;
use rope_math::order::{Sentence, SENTENCE_DIMS};
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    let s = Sentence::example();
    let query = (p.probe.m as usize).min(s.words.len().saturating_sub(1));
    py::fill(
        include_str!("softmax.py"),
        &[
            ("words", py::strings(&s.words)),
            ("emb", py::grid(&s.sticks)),
            ("wq", py::grid(&s.w_q)),
            ("wk", py::grid(&s.w_k)),
            ("query", py::count(query)),
            ("factor", py::float(p.rope.attn.unwrap_or(1.0))),
            ("d", py::count(SENTENCE_DIMS)),
        ],
    )
}

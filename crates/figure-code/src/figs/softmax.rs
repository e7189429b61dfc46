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
            ("others", others_py(p.figures.noise_tokens)),
        ],
    )
}

/// Unrelated words added to the sentence, where the figure shows them: each scores 0, and all
/// of them share the softmax's total with the sentence.
fn others_py(others: u64) -> String {
    if others == 0 {
        return String::new();
    }
    format!(
        "others = {}  # unrelated words, each scoring 0 against the query\n\
top = max(scores.max(), 0.0)\n\
exps = np.exp((scores - top) / np.sqrt(d))\n\
rest = others * np.exp((0.0 - top) / np.sqrt(d))  # the others' share, all together\n\
weights = exps / (exps.sum() + rest)  # every word of the sentence loses weight to them\n\
show(\"attn-others-weight\", rest / (exps.sum() + rest))\n",
        py::int(others)
    )
}

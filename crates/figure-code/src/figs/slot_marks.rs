//! `slot-marks`: the word plus its slot, and the slot divided by two lengths.

use super::super::py;
use rope_math::sinusoid::NOLAN;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    let (word, vector) = if p.figures.example.words.is_empty() && p.figures.example.emb.is_empty() {
        ("nolan".to_string(), NOLAN.to_vec())
    } else {
        let s = p.sentence();
        (
            s.words.first().cloned().unwrap_or_default(),
            s.sticks.first().cloned().unwrap_or_else(|| NOLAN.to_vec()),
        )
    };
    py::fill(
        include_str!("slot_marks.py"),
        &[
            ("word", py::string(&word)),
            ("vector", py::floats(&vector)),
            ("slot", py::int(p.figures.slots.slot_tokens)),
            (
                "len_tokens",
                py::int(p.figures.slots.text_len_tokens.max(1)),
            ),
            ("longer_len_tokens", py::int(p.rope.infer_len_tokens.max(1))),
        ],
    )
}

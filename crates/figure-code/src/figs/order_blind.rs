//! `order-blind`: the score matrix of the figure's sentence (or the author's), in its first
//! order, without positions or with RoPE.

use super::super::py;
use rope_math::order::shown_order;
use rope_params::params::Positions;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    let s = p.sentence();
    py::fill(
        include_str!("order_blind.py"),
        &[
            ("words", py::strings(&s.words)),
            ("emb", py::grid(&s.sticks)),
            ("wq", py::grid(&s.w_q)),
            ("wk", py::grid(&s.w_k)),
            ("rope", py::boolean(p.view.positions == Positions::Rope)),
            (
                "order",
                order_list(&shown_order(&p.view.word_order, s.words.len())),
            ),
        ],
    )
}

/// A Python list of word indices.
fn order_list(order: &[usize]) -> String {
    let items: Vec<String> = order.iter().map(usize::to_string).collect();
    format!("[{}]", items.join(", "))
}

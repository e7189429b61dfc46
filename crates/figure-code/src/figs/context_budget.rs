//! `context-budget`: what the prompt and the chat so far leave of the window for the answer,
//! and how much of them is cut past its edge.

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("context_budget.py"),
        &[
            ("window_tokens", py::int(p.figures.budget.window_tokens)),
            ("prompt_tokens", py::int(p.figures.budget.prompt_tokens)),
            ("history_tokens", py::int(p.figures.budget.history_tokens)),
        ],
    )
}

//! `context-budget`: what the prompt and the chat so far leave of the window for the answer,
//! and how much of them is cut past its edge.

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    let main = py::fill(
        include_str!("context_budget.py"),
        &[
            ("window_tokens", py::int(p.figures.budget.window_tokens)),
            ("prompt_tokens", py::int(p.figures.budget.prompt_tokens)),
            ("history_tokens", py::int(p.figures.budget.history_tokens)),
        ],
    );
    // The fact's place and a needle test's, only where the figure shows them.
    match p.figures.needle_pct {
        Some(depth) => {
            main + &py::fill(
                include_str!("needle.py"),
                &[("depth_pct", py::float(depth))],
            )
        }
        None => main,
    }
}

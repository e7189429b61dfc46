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
            ("reply", reply_py(p.figures.budget.reply_tokens)),
            ("effective", effective_py(p.figures.budget.effective_tokens)),
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

/// The answer asked for, where the figure shows one: how much of it fits and how much is cut.
fn reply_py(reply_tokens: u64) -> String {
    if reply_tokens == 0 {
        return String::new();
    }
    format!(
        "\nreply_tokens = {}  # the answer's length asked for\n\
left_tokens = max(window_tokens - sent_tokens, 0)\n\
show(\"reply-fits\", min(reply_tokens, left_tokens))\n\
show(\"reply-cut\", max(reply_tokens - left_tokens, 0))  # cut at the window's edge\n",
        py::int(reply_tokens)
    )
}

/// The effective length, where the figure shows one: how much of what is sent lies past it.
fn effective_py(effective_tokens: u64) -> String {
    if effective_tokens == 0 {
        return String::new();
    }
    format!(
        "\neffective_tokens = {}  # measured on a task, not computed\n\
show(\"past-effective\", max(min(sent_tokens, window_tokens) - effective_tokens, 0))\n",
        py::int(effective_tokens)
    )
}

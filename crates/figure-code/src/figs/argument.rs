//! `argument`: the seven steps' numbers on the chosen worked example (`from=`).

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    let ex = p.view.argument_from.example();
    let pair = |(x, y): (f64, f64)| format!("({}, {})", py::float(x), py::float(y));
    py::fill(
        include_str!("argument.py"),
        &[
            ("q", pair(ex.q)),
            ("k", pair(ex.k)),
            ("theta", py::float(ex.theta_rad)),
            ("m", py::float(ex.m)),
            ("n", py::float(ex.n)),
            ("shift", py::float(ex.shift)),
            ("d", py::count(ex.d)),
            ("base", py::float(ex.base)),
            ("cost_tokens", pair(ex.cost_tokens)),
            ("unseen_tokens", pair(ex.unseen_tokens)),
            ("stretch", py::float(ex.stretch)),
            ("window", py::int(ex.window_tokens)),
            ("prompt", py::int(ex.prompt_tokens)),
        ],
    )
}

//! `base-bound` (Men et al. 2024): the longest distance up to which B(m) = Σ cos(m·θ_i) stays
//! non-negative at the reader's base, and (at d = 128) the smallest base that reaches the
//! target length.

use super::super::py;
use rope_math::base_bound::computed_min_base;
use rope_params::Params;

/// The longest distance the page searches for a first dip, tokens.
const SEARCH_LIMIT_TOKENS: u64 = 1 << 17;

pub(super) fn body(p: &Params) -> String {
    let (d, target) = (p.rope.d, p.rope.infer_len_tokens);
    // The page quotes the smallest base for d = 128 only (a table of the search's results).
    let min_base = match (d == 128).then(|| computed_min_base(d, target)).flatten() {
        Some(b) => py::fill(
            include_str!("base_bound_min.py"),
            &[("min_base", py::float(b))],
        ),
        None => String::new(),
    };
    py::fill(
        include_str!("base_bound.py"),
        &[
            ("d", py::count(d)),
            ("base", py::float(p.rope.base)),
            ("target", py::int(target)),
            ("limit", py::int(SEARCH_LIMIT_TOKENS)),
            ("min_base", min_base),
        ],
    )
}

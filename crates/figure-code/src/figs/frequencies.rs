//! `frequencies`: every pair's θ_i and wavelength before any scaling (HF's default, or
//! `proportional`'s share when only part of the head rotates).

use super::super::py;
use rope_math::Scaling;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    let r = &p.rope;
    // The figure draws the plain frequencies from the base, whatever scaling or explicit
    // angles the settings carry; explicit angles rotate every pair.
    let freqs = if r.scaling == Scaling::Proportional {
        format!(
            "partial = {}  # partial_rotary_factor: the share of the head that rotates\n\
rotated = int(partial * d / 2)  # the pairs that turn; the rest keep θ = 0\n\
# proportional (Gemma's p-RoPE): the rotated pairs keep the whole head's θ_i = base^(-2i/d).\n\
inv_freq = np.zeros(d // 2)\n\
inv_freq[:rotated] = 1.0 / base ** (np.arange(0, 2 * rotated, 2) / d)\n",
            py::float(r.partial)
        )
    } else if r.rotated_pairs() < r.num_pairs() {
        format!(
            "partial = {}  # partial_rotary_factor: the share of the head that rotates\n\
rotated = max(int(partial * d / 2), 1)  # the pairs that turn; the rest keep θ = 0\n\
# HF's default squeezes every exponent into the rotated width: θ_i = base^(-2i/dim).\n\
dim = 2 * rotated\n\
inv_freq = np.zeros(d // 2)\n\
inv_freq[:rotated] = 1.0 / base ** (np.arange(0, dim, 2) / dim)\n",
            py::float(r.partial)
        )
    } else {
        "# θ_i = base^(-2i/d) radians per token for pair i (HF's default RoPE).\n\
inv_freq = 1.0 / base ** (np.arange(0, d, 2) / d)\n"
            .to_string()
    };
    py::fill(
        include_str!("frequencies.py"),
        &[
            ("d", py::count(r.d)),
            ("base", py::float(r.base)),
            ("freqs", freqs),
        ],
    )
}

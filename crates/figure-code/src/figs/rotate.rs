//! `rotate`: the query turned by m·θ, the key by n·θ, and their score both ways (rotate then
//! dot, and from m − n alone). Also the Python lines the other rotation figures share: the
//! per-pair angle steps and the query and key pairs of the settings.

use super::super::py;
use rope_math::frequencies;
use rope_math::vectors::to_list;
use rope_math::{Choice, Rope, Scaling, VecChoice};
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    let main = py::fill(
        include_str!("rotate.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("theta", theta_py(&p.rope)),
            ("vectors", vectors_py(p, usize::MAX)),
            ("m", py::int(p.probe.m)),
            ("n", py::int(p.probe.n)),
        ],
    );
    // The float32 shift check, only where the figure shows it (`shift` > 0).
    if p.probe.shift_tokens == 0 {
        return main;
    }
    main + &py::fill(
        include_str!("shift_check.py"),
        &[
            ("shift", py::int(p.probe.shift_tokens)),
            ("seeded_normals", super::SEEDED_NORMALS.to_string()),
        ],
    )
}

/// Python lines setting `theta_rad`, one angle step per pair of the head (radians per token),
/// as the page computes them; `d` must be set before them.
pub(super) fn theta_py(r: &Rope) -> String {
    let pairs = r.num_pairs();
    if r.scaling != Scaling::None {
        let mut f = frequencies(r).inv_freq;
        f.resize(pairs, 0.0);
        return format!(
            "# theta_i (radians per token) after {} scaling, factor {}, as Hugging Face computes\n\
# it (the scaling figures' programs derive it); the page's values:\ntheta_rad = np.array({})\n",
            r.scaling.slug(),
            py::float(r.factor),
            py::floats(&f)
        );
    }
    if !r.theta_rad.is_empty() {
        // The settings keep `d = 2 · len(theta)`: one step per pair.
        return format!(
            "theta_rad = np.array({})  # each pair's angle step as set, radians per token\n",
            py::floats(&r.theta_rad)
        );
    }
    let rotated = r.rotated_pairs();
    if rotated == pairs {
        format!(
            "base = {}\ntheta_rad = 1.0 / base ** (2 * np.arange(d // 2) / d)  # theta_i = base^(-2i/d), radians per token\n",
            py::float(r.base)
        )
    } else {
        format!(
            "base = {}\nrotated = {rotated}  # pairs that turn: floor(partial * d / 2), partial = {}\n\
theta_rad = np.zeros(d // 2)  # the other pairs keep theta = 0\n\
theta_rad[:rotated] = 1.0 / base ** (2 * np.arange(rotated) / (2 * rotated))  # base^(-2i/rotary_dim)\n",
            py::float(r.base),
            py::float(r.partial)
        )
    }
}

/// Python lines setting `q` and `k`, arrays of the head's first `max_pairs` pairs (one row
/// `(x, y)` per pair).
pub(super) fn vectors_py(p: &Params, max_pairs: usize) -> String {
    let (mut q, mut k) = p.query_key_pairs();
    let part = match max_pairs {
        _ if q.len() <= max_pairs => String::new(),
        1 => ", the first pair".to_string(),
        _ => format!(", the first {max_pairs} pairs"),
    };
    q.truncate(max_pairs);
    k.truncate(max_pairs);
    let array =
        |pairs: &[(f64, f64)]| format!("np.array({}).reshape(-1, 2)", py::floats(&to_list(pairs)));
    match p.probe.vec {
        VecChoice::Ones => format!("q = np.ones(({}, 2))  # every entry 1\nk = q.copy()\n", q.len()),
        VecChoice::Custom => {
            let short = p.probe.q.len() < 2 * q.len() || p.probe.k.len() < 2 * k.len();
            format!(
                "# The query and the key as set, pair-major (x0, y0, x1, y1, ...){}.\nq = {}\nk = {}\n",
                if short { "; missing entries count as 1" } else { "" },
                array(&q),
                array(&k)
            )
        }
        VecChoice::GaussianSame => format!(
            "# A seeded random vector (seed {}: SplitMix64, each entry a sum of 12 uniforms - 6{part}),\n\
# as both the query and the key.\nq = {}\nk = q.copy()\n",
            p.probe.seed,
            array(&q)
        ),
        VecChoice::Random => format!(
            "# Seeded random vectors (seed {}: SplitMix64, each entry a sum of 12 uniforms - 6{part}).\nq = {}\nk = {}\n",
            p.probe.seed,
            array(&q),
            array(&k)
        ),
    }
}

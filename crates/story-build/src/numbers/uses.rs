//! Part IV's opening numbers, on what trained models use the pairs for: the decay that belongs
//! to aligned vectors (Barbero et al. 2025), the positional head the fastest pairs build, and
//! RoPE over an image's two axes.

use rope_math::decay::{expected_score, score_sd, DecayVectors};
use rope_math::freq::default_inv_freq;
use rope_math::heads::{head_weights, strongest_echo};
use rope_math::rope2d::{axis_and_off_axis_means, score_grid, Directions};
use rope_params::display::plain;

use super::{count, num, Worked};

/// The decay chapter's head: d = 128, base 10,000.
fn decay_head() -> Vec<f64> {
    default_inv_freq(128, 1e4)
}

/// The positional-head chapter's weights: Llama 2's head, aiming 1 token back over 64 offsets
/// with sharpness 10 and the `fast` fastest pairs.
fn head(fast: usize) -> Vec<f64> {
    head_weights(&default_inv_freq(128, 1e4), 1, fast, 10.0, 64)
}

/// The 2-D chapter's grid means (d = 64, base 10, 16 patches each way, from 4 out).
fn cross(directions: Directions) -> (f64, f64) {
    let grid = score_grid(&default_inv_freq(64, 10.0), directions, 16);
    axis_and_off_axis_means(&grid, 16, 4)
}

/// The worked number called `name` of these chapters, or `None`.
pub(super) fn worked(name: &str) -> Option<Worked> {
    let three = |v: f64| num(v, plain(v, 3));
    // Weights to four digits, so 0.9996 is not shown as 1.
    let weight = |v: f64| num(v, plain(v, 4));
    Some(match name {
        "decay-mean-0" => three(expected_score(
            &decay_head(),
            DecayVectors::GaussianSame,
            0.0,
        )),
        "decay-sd-0" => three(score_sd(&decay_head(), DecayVectors::GaussianSame, 0.0)),
        "decay-mean-1000" => three(expected_score(
            &decay_head(),
            DecayVectors::GaussianSame,
            1000.0,
        )),
        "decay-sd-1000" => three(score_sd(&decay_head(), DecayVectors::GaussianSame, 1000.0)),
        "decay-sd-independent" => three(score_sd(&decay_head(), DecayVectors::Gaussian, 1000.0)),
        "head-cos-25" => three(25f64.cos()),
        "head-target-weight-1" => weight(head(1)[1]),
        "head-echo-1" => count(strongest_echo(&head(1), 1).map_or(0, |(o, _)| o)),
        "head-echo-weight-1" => weight(strongest_echo(&head(1), 1).map_or(0.0, |(_, w)| w)),
        "head-target-weight-4" => weight(head(4)[1]),
        "rope2d-axial-on" => three(cross(Directions::Axial).0),
        "rope2d-axial-off" => three(cross(Directions::Axial).1),
        "rope2d-golden-on" => three(cross(Directions::Golden).0),
        "rope2d-golden-off" => three(cross(Directions::Golden).1),
        _ => return None,
    })
}

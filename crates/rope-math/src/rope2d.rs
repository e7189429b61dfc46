//! RoPE over a 2-D offset, for image patches: pair k turns by `θ_k·(dx·cos φ_k + dy·sin φ_k)`,
//! its frequency pointed in direction φ_k. Axial RoPE points half the pairs along x and half
//! along y, so the score of aligned vectors stays high along both axes (a cross); spreading the
//! directions by the golden angle (as in golden-gate RoPE) gives every direction its share;
//! RoPE-Mixed instead learns each pair's 2-D frequency. Formula as in docs/design.md's "Research figures".

pub use crate::choice::Directions;
use std::f64::consts::{FRAC_PI_2, PI};

/// Pair k's direction, radians.
pub fn direction_rad(k: usize, directions: Directions) -> f64 {
    match directions {
        Directions::Axial if k.is_multiple_of(2) => 0.0,
        Directions::Axial => FRAC_PI_2,
        Directions::Golden => k as f64 * PI * (3.0 - 5f64.sqrt()),
    }
}

/// The mean over the pairs of `cos(θ_k·(dx·cos φ_k + dy·sin φ_k))`: the score of aligned unit
/// pairs at patch offset (dx, dy), 1 at (0, 0).
pub fn score2d(inv_freq: &[f64], directions: Directions, dx: f64, dy: f64) -> f64 {
    if inv_freq.is_empty() {
        return 1.0;
    }
    let total: f64 = inv_freq
        .iter()
        .enumerate()
        .map(|(k, &theta)| {
            let phi = direction_rad(k, directions);
            (theta * (dx * phi.cos() + dy * phi.sin())).cos()
        })
        .sum();
    total / inv_freq.len() as f64
}

/// The scores over the grid of offsets `−reach..=reach` in both directions, rows from dy =
/// −reach (top) down to +reach, each row from dx = −reach to +reach.
pub fn score_grid(inv_freq: &[f64], directions: Directions, reach: i64) -> Vec<Vec<f64>> {
    (-reach..=reach)
        .map(|dy| {
            (-reach..=reach)
                .map(|dx| score2d(inv_freq, directions, dx as f64, dy as f64))
                .collect()
        })
        .collect()
}

/// The mean score over the cells at Chebyshev distance `from..=reach` from the origin that lie
/// on an axis (dx = 0 or dy = 0), and over those that do not: the cross, as two numbers.
pub fn axis_and_off_axis_means(grid: &[Vec<f64>], reach: i64, from: i64) -> (f64, f64) {
    let (mut on, mut n_on, mut off, mut n_off) = (0.0, 0, 0.0, 0);
    for (row, dy) in grid.iter().zip(-reach..=reach) {
        for (&v, dx) in row.iter().zip(-reach..=reach) {
            if dx.abs().max(dy.abs()) < from {
                continue;
            }
            if dx == 0 || dy == 0 {
                on += v;
                n_on += 1;
            } else {
                off += v;
                n_off += 1;
            }
        }
    }
    (on / n_on.max(1) as f64, off / n_off.max(1) as f64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::freq::default_inv_freq;

    #[test]
    fn origin_scores_one_and_the_grid_is_symmetric() {
        let inv = default_inv_freq(64, 100.0);
        for dirs in [Directions::Axial, Directions::Golden] {
            assert_eq!(score2d(&inv, dirs, 0.0, 0.0), 1.0);
            let a = score2d(&inv, dirs, 5.0, -3.0);
            let b = score2d(&inv, dirs, -5.0, 3.0);
            assert!((a - b).abs() < 1e-15);
        }
    }

    #[test]
    fn axial_keeps_half_the_score_along_an_axis() {
        // Along x the odd (y) pairs do not turn: at least half the pairs score 1.
        let inv = default_inv_freq(64, 100.0);
        let on_axis = score2d(&inv, Directions::Axial, 13.0, 0.0);
        let x_half: f64 = inv
            .iter()
            .step_by(2)
            .map(|&t| (13.0 * t).cos())
            .sum::<f64>();
        assert!((on_axis - (x_half + 16.0) / 32.0).abs() < 1e-12);
    }

    #[test]
    fn spreading_the_directions_removes_the_cross() {
        // A base of 10 spreads 64 dimensions' wavelengths over 6 to 58 patches.
        let inv = default_inv_freq(64, 10.0);
        let reach = 16;
        let axial = score_grid(&inv, Directions::Axial, reach);
        let golden = score_grid(&inv, Directions::Golden, reach);
        let (on_a, off_a) = axis_and_off_axis_means(&axial, reach, 4);
        let (on_g, off_g) = axis_and_off_axis_means(&golden, reach, 4);
        assert!(on_a - off_a > 0.4, "{on_a} {off_a}");
        assert!(
            (on_g - off_g).abs() < 0.25 * (on_a - off_a),
            "{on_g} {off_g}"
        );
    }

    #[test]
    fn golden_directions_follow_the_formula() {
        assert_eq!(direction_rad(0, Directions::Golden), 0.0);
        assert!((direction_rad(1, Directions::Golden) - 2.399_963_229_728_653).abs() < 1e-15);
        assert_eq!(direction_rad(3, Directions::Axial), FRAC_PI_2);
    }
}

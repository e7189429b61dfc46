//! Rotating vectors: one 2D pair, or a whole `d`-vector in either pair layout, and the
//! permutation that maps one layout onto the other.

use crate::choice::Layout;

/// Rotates `(x, y)` counter-clockwise by `angle_rad`: `(x cos − y sin, x sin + y cos)`.
pub fn rotate_pair((x, y): (f64, f64), angle_rad: f64) -> (f64, f64) {
    let (s, c) = angle_rad.sin_cos();
    (x * c - y * s, x * s + y * c)
}

/// Indices in a `d`-vector of the two entries of pair `pair`.
pub fn pair_indices(pair: usize, d: usize, layout: Layout) -> (usize, usize) {
    match layout {
        Layout::Half => (pair, pair + d / 2),
        Layout::Interleaved => (2 * pair, 2 * pair + 1),
    }
}

/// The 2D pairs of a `d`-vector under `layout`.
pub fn vector_to_pairs(x: &[f64], layout: Layout) -> Vec<(f64, f64)> {
    let d = x.len() - x.len() % 2;
    (0..d / 2)
        .map(|i| {
            let (a, b) = pair_indices(i, d, layout);
            (x[a], x[b])
        })
        .collect()
}

/// The `d`-vector holding `pairs` under `layout`.
pub fn pairs_to_vector(pairs: &[(f64, f64)], layout: Layout) -> Vec<f64> {
    let d = 2 * pairs.len();
    let mut x = vec![0.0; d];
    for (i, &(a, b)) in pairs.iter().enumerate() {
        let (ia, ib) = pair_indices(i, d, layout);
        x[ia] = a;
        x[ib] = b;
    }
    x
}

/// RoPE at position `pos_tokens`: pair `i` of `x` rotated by `pos · θ_i`. Pairs beyond
/// `inv_freq` (and an odd last entry) are left as they are, as with partial rotary.
pub fn rotate_vector(x: &[f64], pos_tokens: f64, inv_freq: &[f64], layout: Layout) -> Vec<f64> {
    let d = 2 * inv_freq.len().min(x.len() / 2);
    let mut out = x.to_vec();
    for (i, &theta) in inv_freq.iter().take(d / 2).enumerate() {
        let (a, b) = pair_indices(i, d, layout);
        let (ra, rb) = rotate_pair((x[a], x[b]), pos_tokens * theta);
        out[a] = ra;
        out[b] = rb;
    }
    out
}

/// HF's checkpoint permutation from interleaved to half layout: half index `j < d/2` takes
/// interleaved `2j`, and `j ≥ d/2` takes `2(j − d/2) + 1`.
pub fn interleaved_to_half(x: &[f64]) -> Vec<f64> {
    let half = x.len() / 2;
    (0..2 * half)
        .map(|j| {
            if j < half {
                x[2 * j]
            } else {
                x[2 * (j - half) + 1]
            }
        })
        .collect()
}

/// Inverse of [`interleaved_to_half`].
pub fn half_to_interleaved(x: &[f64]) -> Vec<f64> {
    let half = x.len() / 2;
    let mut out = vec![0.0; 2 * half];
    for j in 0..half {
        out[2 * j] = x[j];
        out[2 * j + 1] = x[j + half];
    }
    out
}

/// Euclidean length.
pub fn norm(x: &[f64]) -> f64 {
    x.iter().map(|v| v * v).sum::<f64>().sqrt()
}

/// Dot product.
pub fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarter_turn() {
        let (x, y) = rotate_pair((1.0, 0.0), std::f64::consts::FRAC_PI_2);
        assert!(x.abs() < 1e-16 && (y - 1.0).abs() < 1e-16);
    }

    #[test]
    fn permutation_round_trips() {
        let x: Vec<f64> = (0..8).map(f64::from).collect();
        assert_eq!(
            interleaved_to_half(&x),
            vec![0.0, 2.0, 4.0, 6.0, 1.0, 3.0, 5.0, 7.0]
        );
        assert_eq!(half_to_interleaved(&interleaved_to_half(&x)), x);
    }

    #[test]
    fn pairs_round_trip_in_both_layouts() {
        let pairs = vec![(1.0, 2.0), (3.0, 4.0)];
        for layout in [Layout::Half, Layout::Interleaved] {
            assert_eq!(
                vector_to_pairs(&pairs_to_vector(&pairs, layout), layout),
                pairs
            );
        }
    }
}

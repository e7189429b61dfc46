//! RoPE as a matrix: the block-diagonal rotation at one position (which code never builds)
//! and the table of angles m·θᵢ whose cosines and sines code precomputes instead.

use crate::choice::Layout;
use crate::rotation::pair_indices;

/// The `d × d` rotation RoPE applies at `pos_tokens` (row-major): a 2 × 2 block
/// `[cos, −sin; sin, cos]` of angle `pos·θᵢ` on the two dimensions of each pair `i` (where
/// `layout` puts them), zeros elsewhere. `d = 2 · inv_freq.len()`.
pub fn rotation_matrix(pos_tokens: f64, inv_freq: &[f64], layout: Layout) -> Vec<Vec<f64>> {
    let d = 2 * inv_freq.len();
    let mut r = vec![vec![0.0; d]; d];
    for (i, &theta) in inv_freq.iter().enumerate() {
        let (a, b) = pair_indices(i, d, layout);
        let (s, c) = (pos_tokens * theta).sin_cos();
        r[a][a] = c;
        r[a][b] = -s;
        r[b][a] = s;
        r[b][b] = c;
    }
    r
}

/// `A · Bᵀ` of two square matrices.
pub fn times_transpose(a: &[Vec<f64>], b: &[Vec<f64>]) -> Vec<Vec<f64>> {
    a.iter()
        .map(|row| {
            b.iter()
                .map(|other| row.iter().zip(other).map(|(x, y)| x * y).sum())
                .collect()
        })
        .collect()
}

/// The precomputed table: one row per position, one angle `pos·θᵢ` (radians) per pair.
pub fn angle_table(positions: &[u64], inv_freq: &[f64]) -> Vec<Vec<f64>> {
    positions
        .iter()
        .map(|&m| inv_freq.iter().map(|&t| m as f64 * t).collect())
        .collect()
}

/// One pair's 2 × 2 rotation by `angle_rad`, rows `[cos, −sin]` and `[sin, cos]`.
pub fn rotation_2x2(angle_rad: f64) -> [[f64; 2]; 2] {
    let (s, c) = angle_rad.sin_cos();
    [[c, -s], [s, c]]
}

/// R(a)ᵀ·R(b), multiplied out entry by entry, and its largest difference from R(b − a): the
/// transpose turns back, and two turns make one by the difference (the score's algebra).
pub fn transpose_then(a_rad: f64, b_rad: f64) -> ([[f64; 2]; 2], f64) {
    let (ra, rb) = (rotation_2x2(a_rad), rotation_2x2(b_rad));
    let mut product = [[0.0; 2]; 2];
    for (i, row) in product.iter_mut().enumerate() {
        for (j, cell) in row.iter_mut().enumerate() {
            *cell = (0..2).map(|k| ra[k][i] * rb[k][j]).sum();
        }
    }
    let direct = rotation_2x2(b_rad - a_rad);
    let error = (0..4)
        .map(|e| (product[e / 2][e % 2] - direct[e / 2][e % 2]).abs())
        .fold(0.0, f64::max);
    (product, error)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::freq::default_inv_freq;
    use crate::rotation::rotate_vector;

    #[test]
    fn the_matrix_does_what_the_two_lines_of_arithmetic_do() {
        let f = default_inv_freq(8, 10000.0);
        let x = [0.3, -1.0, 2.0, 0.5, 1.5, -0.25, 0.75, 1.0];
        for layout in [Layout::Half, Layout::Interleaved] {
            let r = rotation_matrix(5.0, &f, layout);
            let by_matrix: Vec<f64> = r
                .iter()
                .map(|row| row.iter().zip(&x).map(|(a, b)| a * b).sum())
                .collect();
            let direct = rotate_vector(&x, 5.0, &f, layout);
            for (a, b) in by_matrix.iter().zip(&direct) {
                assert!((a - b).abs() < 1e-12);
            }
        }
    }

    #[test]
    fn r_m_times_r_n_transposed_depends_on_m_minus_n_only() {
        let f = default_inv_freq(6, 10000.0);
        for layout in [Layout::Half, Layout::Interleaved] {
            let rel = |m: f64, n: f64| {
                times_transpose(
                    &rotation_matrix(m, &f, layout),
                    &rotation_matrix(n, &f, layout),
                )
            };
            let a = rel(7.0, 3.0);
            let b = rel(104.0, 100.0);
            let c = rotation_matrix(4.0, &f, layout);
            for ((ra, rb), rc) in a.iter().zip(&b).zip(&c) {
                for ((x, y), z) in ra.iter().zip(rb).zip(rc) {
                    assert!((x - y).abs() < 1e-12 && (x - z).abs() < 1e-12);
                }
            }
        }
    }

    #[test]
    fn angles_are_position_times_frequency() {
        let f = default_inv_freq(64, 10000.0);
        let t = angle_table(&[0, 1, 3], &f);
        assert_eq!(t[0][5], 0.0);
        assert_eq!(t[1][0], 1.0);
        assert_eq!(t[2][31], 3.0 * f[31]);
    }

    #[test]
    fn a_transpose_turns_back_and_two_turns_are_one_by_the_difference() {
        let third = std::f64::consts::PI / 6.0;
        let (product, error) = transpose_then(3.0 * third, third);
        assert!(error < 1e-15, "{error}");
        // R(90°)ᵀ·R(30°) = R(−60°).
        assert!(
            (product[0][0] - 0.5).abs() < 1e-15
                && (product[1][0] + 3f64.sqrt() / 2.0).abs() < 1e-15
        );
        let (identity, _) = transpose_then(1.234, 1.234);
        assert!((identity[0][0] - 1.0).abs() < 1e-15 && identity[0][1].abs() < 1e-15);
    }
}

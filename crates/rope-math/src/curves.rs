//! Fast evaluation of the score (a sum of cosines) and of RoFormer's bound over runs of
//! consecutive offsets. Instead of one `cos` per pair per offset, each run starts from an
//! anchor phase `e^{iΔ₀θ}` and multiplies it by a table of `e^{ikθ}` (k < K, computed once,
//! every 8th row directly, so no error accumulates along a run): the score of a run becomes K
//! dot products.

use crate::envelope::OffsetCurve;
use crate::score::PairTerms;

/// Offsets per table row block.
const K: usize = 64;
/// Table rows computed with `sin_cos`; the rows between come from the one before by one
/// complex multiply (at most 7 in a row, so the error stays within a few ulps).
const EXACT_ROWS: usize = 8;
/// Anchors are recomputed with `sin_cos` every this many blocks (between, by one multiply).
const REANCHOR_BLOCKS: usize = 16;

/// Phases of every pair: the table `[cos kθ_i, sin kθ_i]` for `k < K` and the step `e^{iKθ_i}`.
#[derive(Clone, Debug)]
struct Phases {
    theta: Vec<f64>,
    /// Row `k`: `[cos kθ_0, sin kθ_0, cos kθ_1, sin kθ_1, …]`.
    table: Vec<f64>,
    step: Vec<(f64, f64)>,
}

impl Phases {
    fn new(theta: &[f64]) -> Self {
        let p = theta.len();
        let mut table = vec![0.0; K * 2 * p];
        let one: Vec<(f64, f64)> = theta.iter().map(|&t| t.sin_cos()).collect();
        for k in 0..K {
            let (done, rest) = table.split_at_mut(k * 2 * p);
            let row = &mut rest[..2 * p];
            if k % EXACT_ROWS == 0 {
                for (i, &t) in theta.iter().enumerate() {
                    let (s, c) = (k as f64 * t).sin_cos();
                    row[2 * i] = c;
                    row[2 * i + 1] = s;
                }
            } else {
                // e^{ikθ} = e^{i(k−1)θ}·e^{iθ}: a few ulps from the exact row before it.
                let prev = &done[(k - 1) * 2 * p..];
                for (i, &(s1, c1)) in one.iter().enumerate() {
                    let (c, s) = (prev[2 * i], prev[2 * i + 1]);
                    row[2 * i] = c * c1 - s * s1;
                    row[2 * i + 1] = c * s1 + s * c1;
                }
            }
        }
        let step = theta
            .iter()
            .map(|&t| (K as f64 * t).sin_cos())
            .map(|(s, c)| (c, s))
            .collect();
        Phases {
            theta: theta.to_vec(),
            table,
            step,
        }
    }

    fn row(&self, k: usize) -> &[f64] {
        let w = 2 * self.theta.len();
        &self.table[k * w..(k + 1) * w]
    }

    /// Calls `f(block_start_index_in_out, anchors, rows)` for each block of `len` offsets
    /// from `start`, with `anchors[i] = e^{i·offset·θ_i}` at the block's first offset.
    fn blocks(&self, start: u64, len: usize, mut f: impl FnMut(usize, &[(f64, f64)], usize)) {
        let mut anchors: Vec<(f64, f64)> = vec![(1.0, 0.0); self.theta.len()];
        let mut done = 0;
        let mut block = 0;
        while done < len {
            let offset = start + done as u64;
            if block % REANCHOR_BLOCKS == 0 {
                for (a, &t) in anchors.iter_mut().zip(&self.theta) {
                    let (s, c) = (offset as f64 * t).sin_cos();
                    *a = (c, s);
                }
            } else {
                for (a, &(sc, ss)) in anchors.iter_mut().zip(&self.step) {
                    *a = (a.0 * sc - a.1 * ss, a.0 * ss + a.1 * sc);
                }
            }
            let n = (len - done).min(K);
            f(done, &anchors, n);
            done += n;
            block += 1;
        }
    }
}

/// Dot product with four accumulators, so the compiler can vectorise it.
fn dot4(a: &[f64], b: &[f64]) -> f64 {
    let mut acc = [0.0; 4];
    let chunks = a.len() / 4;
    for c in 0..chunks {
        for l in 0..4 {
            acc[l] += a[4 * c + l] * b[4 * c + l];
        }
    }
    let mut total = (acc[0] + acc[1]) + (acc[2] + acc[3]);
    for j in 4 * chunks..a.len() {
        total += a[j] * b[j];
    }
    total
}

/// `scale · Σ_i (dot_i cos(Δθ_i) + cross_i sin(Δθ_i))`: the RoPE score at offset Δ for fixed
/// q and k (`scale` = attention factor², 1 without scaling).
#[derive(Clone, Debug)]
pub struct CosineSum {
    terms: Vec<PairTerms>,
    scale: f64,
    phases: Phases,
}

impl CosineSum {
    pub fn new(terms: &[PairTerms], inv_freq: &[f64], scale: f64) -> Self {
        let n = terms.len().min(inv_freq.len());
        CosineSum {
            terms: terms[..n].to_vec(),
            scale,
            phases: Phases::new(&inv_freq[..n]),
        }
    }

    /// The direct sum with one `sin_cos` per pair (the reference the fast path is tested on).
    pub fn eval_direct(&self, offset: u64) -> f64 {
        let x = offset as f64;
        self.scale
            * self
                .terms
                .iter()
                .zip(&self.phases.theta)
                .map(|(t, &th)| t.contribution(x, th))
                .sum::<f64>()
    }
}

impl OffsetCurve for CosineSum {
    // Kept out of the app's size-optimised code (see Cargo.toml).
    #[inline(never)]
    fn eval_block(&self, start: u64, out: &mut [f64]) {
        let mut coef = vec![0.0; 2 * self.terms.len()];
        self.phases.blocks(start, out.len(), |at, anchors, n| {
            // Re((a − ib)·e^{iΔ₀θ}·e^{ikθ}) = A_re cos kθ − A_im sin kθ.
            for (i, (t, &(c, s))) in self.terms.iter().zip(anchors).enumerate() {
                coef[2 * i] = t.dot * c + t.cross * s;
                coef[2 * i + 1] = -(t.dot * s - t.cross * c);
            }
            for (k, v) in out[at..at + n].iter_mut().enumerate() {
                *v = self.scale * dot4(self.phases.row(k), &coef);
            }
        });
    }
}

/// RoFormer's relative upper bound `(1/(d/2)) Σ_j |Σ_{k<j} e^{iΔθ_k}|` over offsets.
#[derive(Clone, Debug)]
pub struct RelativeBound {
    phases: Phases,
}

impl RelativeBound {
    pub fn new(inv_freq: &[f64]) -> Self {
        RelativeBound {
            phases: Phases::new(inv_freq),
        }
    }
}

impl OffsetCurve for RelativeBound {
    // Kept out of the app's size-optimised code (see Cargo.toml).
    #[inline(never)]
    fn eval_block(&self, start: u64, out: &mut [f64]) {
        let pairs = self.phases.theta.len().max(1) as f64;
        self.phases.blocks(start, out.len(), |at, anchors, n| {
            for (k, v) in out[at..at + n].iter_mut().enumerate() {
                let row = self.phases.row(k);
                let (mut re, mut im, mut total) = (0.0, 0.0, 0.0);
                for (i, &(ac, as_)) in anchors.iter().enumerate() {
                    let (c, s) = (row[2 * i], row[2 * i + 1]);
                    re += ac * c - as_ * s;
                    im += ac * s + as_ * c;
                    total += (re * re + im * im).sqrt();
                }
                *v = total / pairs;
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::freq::default_inv_freq;
    use crate::score::relative_bound;

    #[test]
    fn fast_path_matches_direct_sum() {
        let f = default_inv_freq(64, 10000.0);
        let terms: Vec<PairTerms> = (0..32)
            .map(|i| PairTerms {
                dot: 1.0 + i as f64 * 0.1,
                cross: 0.5 - i as f64 * 0.03,
            })
            .collect();
        let curve = CosineSum::new(&terms, &f, 1.0);
        let mut out = vec![0.0; 5000];
        curve.eval_block(123_456, &mut out);
        for (j, v) in out.iter().enumerate() {
            let direct = curve.eval_direct(123_456 + j as u64);
            assert!((v - direct).abs() < 1e-9, "{j}: {v} vs {direct}");
        }
    }

    #[test]
    fn bound_fast_path_matches_direct() {
        let f = default_inv_freq(32, 10000.0);
        let b = RelativeBound::new(&f);
        let mut out = vec![0.0; 700];
        b.eval_block(10, &mut out);
        for (j, v) in out.iter().enumerate() {
            assert!((v - relative_bound(&f, 10.0 + j as f64)).abs() < 1e-10);
        }
    }
}

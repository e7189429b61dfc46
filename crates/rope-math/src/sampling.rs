//! Cheaper views of the score curve while a slider moves: a strided preview of its envelope and
//! a closed-form envelope of one pair. The exact envelopes replace them when the inputs rest.

use crate::curves::CosineSum;
use crate::envelope::{column_bounds, empty_columns, envelope, AxisScale, Column, OffsetCurve};
use crate::score::{score_formula, PairTerms};

/// A quick preview of [`envelope`] of the score curve over `0..=end`: only every `stride`-th
/// offset is evaluated (more often where columns are narrower than that, so each column gets a
/// sample; one that still has none gets its first offset), so it can miss peaks; exact when
/// `stride` is 1. Used while a slider is being dragged, then replaced by the
/// exact envelope.
// Kept out of the app's size-optimised code (see Cargo.toml).
#[inline(never)]
pub fn score_envelope_preview(
    terms: &[PairTerms],
    inv_freq: &[f64],
    scale: f64,
    end: u64,
    columns: usize,
    axis: AxisScale,
    stride: u64,
) -> Vec<Column> {
    if stride <= 1 {
        return envelope(
            &CosineSum::new(terms, inv_freq, scale),
            0,
            end,
            columns,
            axis,
        );
    }
    let bounds = column_bounds(0, end, columns, axis);
    let mut out = empty_columns(&bounds);
    // Columns narrower than the stride (the start of a log axis) would mostly be missed by the
    // samples. They are sampled more finely instead: exactly while they hold fewer than 4
    // offsets, then every 4th, 16th, … offset, each stretch at a step no wider than its
    // narrowest column, so every column gets at least one sample.
    let mut from_offset = 0u64;
    let mut step = 1u64;
    while step < stride && from_offset <= end {
        let next = (step * 4).min(stride);
        // Where columns become `next` wide: the coarser step takes over there.
        let until = bounds
            .windows(2)
            .find(|w| w[1] - w[0] >= next)
            .map_or(end + 1, |w| w[0])
            .max(from_offset);
        if until > from_offset {
            let theta: Vec<f64> = inv_freq.iter().map(|t| t * step as f64).collect();
            let curve = CosineSum::new(terms, &theta, scale);
            let first = from_offset.div_ceil(step);
            let count = (until - 1) / step + 1 - first;
            fill_columns(&curve, first, count, step, &bounds, &mut out);
        }
        from_offset = until;
        step = next;
    }
    // Sample j of the strided curve is offset j·stride of the original: θ' = stride·θ.
    let strided: Vec<f64> = inv_freq.iter().map(|t| t * stride as f64).collect();
    let curve = CosineSum::new(terms, &strided, scale);
    let first = from_offset.div_ceil(stride);
    let samples = (end / stride + 1).saturating_sub(first);
    fill_columns(&curve, first, samples, stride, &bounds, &mut out);
    // A column that covers no integer (the start of a log axis) shows its nearest integer,
    // which is the first offset of the next column: when that column holds that offset alone
    // its value is known already.
    let mut known: Option<(u64, f64)> = None;
    for c in out.iter_mut().rev() {
        if c.min <= c.max {
            known = (c.first_offset == c.last_offset).then_some((c.first_offset, c.min));
        } else if let Some((offset, v)) = known.filter(|&(o, _)| o == c.first_offset) {
            (c.min, c.max) = (v, v);
            c.last_offset = offset;
        }
    }
    for c in out.iter_mut().filter(|c| c.min > c.max) {
        let v = scale * score_formula(terms, inv_freq, c.first_offset as f64);
        (c.min, c.max) = (v, v);
    }
    out
}

/// Folds `count` values of `curve` from index `first` into the columns: value `j` belongs to
/// offset `j·stride`.
fn fill_columns(
    curve: &impl OffsetCurve,
    first: u64,
    count: u64,
    stride: u64,
    bounds: &[u64],
    out: &mut [Column],
) {
    let mut buf = vec![0.0; (count as usize).min(1 << 16)];
    let mut col = 0;
    let mut done = 0u64;
    while done < count {
        let n = ((count - done) as usize).min(buf.len());
        curve.eval_block(first + done, &mut buf[..n]);
        for (k, &v) in buf[..n].iter().enumerate() {
            let offset = (first + done + k as u64) * stride;
            while col + 1 < out.len() && bounds[col + 1] <= offset {
                col += 1;
            }
            out[col].min = out[col].min.min(v);
            out[col].max = out[col].max.max(v);
        }
        done += n as u64;
    }
}

/// A quick preview of one pair's envelope: the exact min and max of the *continuous* curve
/// `scale·(dot·cos(xθ) + cross·sin(xθ)) = scale·A·cos(xθ − φ)` over each column's span
/// `first ≤ x ≤ last`, from the ends and any crest or trough inside, in O(1) per column. It
/// contains the envelope over the integer offsets (which the exact pass computes) and differs
/// from it only where a crest falls between two integers.
// Kept out of the app's size-optimised code (see Cargo.toml).
#[inline(never)]
pub fn pair_envelope_preview(
    t: &PairTerms,
    theta: f64,
    scale: f64,
    end: u64,
    columns: usize,
    axis: AxisScale,
) -> Vec<Column> {
    let amplitude = scale * t.dot.hypot(t.cross);
    let phase = t.cross.atan2(t.dot);
    // One cosine per point (the sum of a cosine and a sine took two, each reducing its angle).
    let f = |x: f64| amplitude * (x * theta - phase).cos();
    let turn = std::f64::consts::TAU;
    // Is there an x in [a, b] with xθ − φ ≡ target (mod 2π)?
    let hits = |a: f64, b: f64, target: f64| {
        let (lo, hi) = (a * theta - phase - target, b * theta - phase - target);
        (hi / turn).floor() >= (lo / turn).ceil()
    };
    let bounds = column_bounds(0, end, columns, axis);
    let mut out = empty_columns(&bounds);
    for c in &mut out {
        let (a, b) = (c.first_offset as f64, c.last_offset as f64);
        if (b - a) * theta.abs() >= turn {
            (c.min, c.max) = (-amplitude, amplitude);
            continue;
        }
        let (fa, fb) = (f(a), f(b));
        c.min = if hits(a, b, std::f64::consts::PI) {
            -amplitude
        } else {
            fa.min(fb)
        };
        c.max = if hits(a, b, 0.0) {
            amplitude
        } else {
            fa.max(fb)
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::freq::default_inv_freq;

    #[test]
    fn preview_is_inside_the_exact_envelope_and_exact_at_stride_one() {
        let f = default_inv_freq(32, 10000.0);
        let terms: Vec<PairTerms> = (0..16)
            .map(|i| PairTerms {
                dot: 1.0,
                cross: 0.1 * i as f64,
            })
            .collect();
        let exact = envelope(
            &CosineSum::new(&terms, &f, 1.0),
            0,
            50_000,
            300,
            AxisScale::Log,
        );
        assert_eq!(
            score_envelope_preview(&terms, &f, 1.0, 50_000, 300, AxisScale::Log, 1),
            exact
        );
        let preview = score_envelope_preview(&terms, &f, 1.0, 50_000, 300, AxisScale::Log, 7);
        // Up to the first column 4 offsets wide, every offset is sampled.
        let narrow = exact
            .iter()
            .position(|c| c.last_offset + 1 - c.first_offset >= 4)
            .unwrap_or(exact.len());
        assert!(narrow > 10);
        for (c, (p, e)) in preview.iter().zip(&exact).enumerate() {
            assert!(p.min >= e.min - 1e-9 && p.max <= e.max + 1e-9);
            if c < narrow {
                assert!(
                    (p.min - e.min).abs() < 1e-9 && (p.max - e.max).abs() < 1e-9,
                    "{p:?} {e:?}"
                );
            }
        }
    }

    #[test]
    fn pair_preview_contains_the_exact_envelope_and_is_tight() {
        let t = PairTerms {
            dot: 0.6,
            cross: -1.1,
        };
        for (theta, axis) in [
            (1.0, AxisScale::Linear),
            (0.002, AxisScale::Log),
            (3e-5, AxisScale::Linear),
        ] {
            let exact = envelope(&CosineSum::new(&[t], &[theta], 1.3), 0, 20_000, 200, axis);
            let preview = pair_envelope_preview(&t, theta, 1.3, 20_000, 200, axis);
            let amplitude = 1.3 * t.dot.hypot(t.cross);
            for (p, e) in preview.iter().zip(&exact) {
                assert!(
                    p.min <= e.min + 1e-12 && p.max >= e.max - 1e-12,
                    "{theta}: {p:?} vs {e:?}"
                );
                // At most the step between neighbouring integers too wide.
                let slack = amplitude * (theta * theta / 2.0).min(2.0) + 1e-12;
                assert!(
                    e.min - p.min <= slack && p.max - e.max <= slack,
                    "{theta}: {p:?} vs {e:?}"
                );
            }
        }
    }
}

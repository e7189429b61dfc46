//! Data of the score panel, computed by rope-math from the parameters: the envelopes of the
//! total score (scaled and original), of RoFormer's bound and of a few single pairs, the
//! heatmap of mean contributions, the summary at fixed offsets, and the CSV of what is plotted.

use rope_math::curves::RelativeBound;
use rope_math::envelope::{column_bounds, AxisScale, Column, OffsetCurve};
use rope_math::freq::{distinct_pairs, Frequencies};
use rope_math::means::mean_contributions;
use rope_math::sampling::{pair_envelope_preview, score_envelope_preview};
use rope_math::score::{pair_terms, random_score_spread, score_formula, PairTerms};
use rope_math::Scaling;
use rope_params::Params;

/// Columns every curve is sampled into (at least one per pixel on any screen).
pub const COLUMNS: usize = 1200;
/// Columns of the heatmap.
pub const HEAT_COLUMNS: usize = 96;
/// Most rows of the heatmap (more pairs are shown as every k-th pair).
pub const HEAT_ROWS: usize = 32;
/// Pair-offset evaluations a preview may spend (half a millisecond in WebAssembly; the exact
/// envelopes follow when the inputs rest).
pub const PREVIEW_BUDGET: u64 = 300_000;
/// Offsets of the summary table (plus the training and inference lengths).
pub const SUMMARY_OFFSETS: [u64; 7] = [0, 1, 10, 100, 1000, 10_000, 100_000];

/// One overlaid single-pair curve.
#[derive(Clone, Debug, PartialEq)]
pub struct PairCurve {
    pub pair: usize,
    pub columns: Vec<Column>,
}

/// Everything the score panel draws and lists.
#[derive(Clone, Debug, PartialEq)]
pub struct ScoreData {
    /// Every envelope exact (false for a preview drawn while the inputs move).
    pub exact: bool,
    pub span_tokens: u64,
    pub axis: AxisScale,
    pub num_pairs: usize,
    /// The score with the current method, times attention factor².
    pub scaled: Vec<Column>,
    /// The unscaled score, when a scaling method is on.
    pub original: Option<Vec<Column>>,
    pub bound: Vec<Column>,
    /// One standard deviation of the score of random unit-variance vectors (mean 0).
    pub random_spread: f64,
    pub pair_curves: Vec<PairCurve>,
    /// `heat[row][col]`: mean contribution of pair `heat_pairs[row]` over the column.
    pub heat: Vec<Vec<f64>>,
    pub heat_pairs: Vec<usize>,
    pub heat_bounds: Vec<u64>,
    pub train_len_tokens: u64,
    pub infer_len_tokens: u64,
    /// Per-pair terms, each times its pair's attention factor², and scaled frequencies (for
    /// exact values at any offset).
    pub terms: Vec<PairTerms>,
    pub inv_freq: Vec<f64>,
    /// Attention factor² (1 without scaling), already in `terms` for the pairs that turn.
    pub logit_scale: f64,
}

impl ScoreData {
    /// The panel's data. With `preview`, long curves are sampled at every k-th offset so the
    /// work stays within [`PREVIEW_BUDGET`] (used while a slider moves); otherwise every
    /// envelope is exact.
    pub fn compute(p: &Params, f: &Frequencies, preview: bool) -> ScoreData {
        let (q, k) = p.query_key_pairs();
        let unscaled_terms = pair_terms(&q, &k);
        let span = p.view.span_tokens;
        let logit_scale = f.attention_factor * f.attention_factor;
        // The attention factor multiplies cos and sin, so only the pairs that turn: HF passes
        // the rest of a partially rotated head through unscaled. Each pair's terms carry its
        // own factor² from here on.
        let pair_scale: Vec<f64> = f
            .inv_freq
            .iter()
            .map(|&theta| if theta > 0.0 { logit_scale } else { 1.0 })
            .collect();
        let terms: Vec<PairTerms> = unscaled_terms
            .iter()
            .zip(&pair_scale)
            .map(|(t, &s)| PairTerms {
                dot: s * t.dot,
                cross: s * t.cross,
            })
            .collect();
        let stride_for = |pairs: usize| {
            if preview {
                ((span + 1) * pairs as u64).div_ceil(PREVIEW_BUDGET).max(1)
            } else {
                1
            }
        };
        let env = |t: &[PairTerms], theta: &[f64], scale: f64| {
            // Each sample also costs its column bookkeeping, about 16 pairs' worth.
            let stride = stride_for(t.len() + 16);
            score_envelope_preview(t, theta, scale, span, COLUMNS, p.view.axis, stride)
        };
        let scaled = env(&terms, &f.inv_freq, 1.0);
        let original =
            (p.rope.scaling != Scaling::None).then(|| env(&unscaled_terms, &f.original, 1.0));
        // The bound is sampled at each column's first offset (a guide, not the data); each
        // sample costs a sin_cos per pair, so a preview takes a quarter as many.
        let bound_curve = RelativeBound::new(&f.inv_freq);
        let bound_columns = if preview { COLUMNS / 16 } else { COLUMNS / 4 };
        let bound = column_bounds(0, span, bound_columns, p.view.axis)
            .windows(2)
            .map(|w| {
                let v = bound_curve.eval(w[0].min(span));
                Column {
                    first_offset: w[0],
                    last_offset: w[1].saturating_sub(1).max(w[0]),
                    min: v,
                    max: v,
                }
            })
            .collect();
        let n = f.inv_freq.len();
        let pair_curves = distinct_pairs(n, [0, p.probe.pair, n / 2, n - 1])
            .into_iter()
            .map(|i| PairCurve {
                pair: i,
                // One pair's preview is closed-form (crests and troughs inside each column).
                columns: if preview {
                    pair_envelope_preview(&terms[i], f.inv_freq[i], 1.0, span, COLUMNS, p.view.axis)
                } else {
                    env(&terms[i..=i], &f.inv_freq[i..=i], 1.0)
                },
            })
            .collect();
        let heat_bounds = column_bounds(0, span, HEAT_COLUMNS, p.view.axis);
        let stride = n.div_ceil(HEAT_ROWS);
        let heat_pairs: Vec<usize> = (0..n).step_by(stride.max(1)).collect();
        let heat = heat_pairs
            .iter()
            .map(|&i| mean_contributions(&terms[i], f.inv_freq[i], &heat_bounds))
            .collect();
        ScoreData {
            exact: !preview,
            span_tokens: span,
            axis: p.view.axis,
            num_pairs: n,
            scaled,
            original,
            bound,
            // √(2n) for unit-variance vectors, each pair's variance times its factor⁴.
            random_spread: random_score_spread(n)
                * (pair_scale.iter().map(|s| s * s).sum::<f64>() / n.max(1) as f64).sqrt(),
            pair_curves,
            heat,
            heat_pairs,
            heat_bounds,
            train_len_tokens: p.rope.train_len_tokens,
            infer_len_tokens: p.rope.infer_len_tokens,
            terms,
            inv_freq: f.inv_freq.clone(),
            logit_scale,
        }
    }

    /// The exact score at one offset.
    pub fn score_at(&self, offset_tokens: u64) -> f64 {
        score_formula(&self.terms, &self.inv_freq, offset_tokens as f64)
    }

    /// The pairs contributing most (by size) at an offset: `(pair, contribution)`.
    pub fn top_pairs(&self, offset_tokens: u64, count: usize) -> Vec<(usize, f64)> {
        let mut all: Vec<(usize, f64)> = self
            .terms
            .iter()
            .zip(&self.inv_freq)
            .enumerate()
            .map(|(i, (t, &th))| (i, t.contribution(offset_tokens as f64, th)))
            .collect();
        all.sort_by(|a, b| b.1.abs().total_cmp(&a.1.abs()));
        all.truncate(count);
        all
    }

    /// Offsets of the summary table: the fixed ones, then the training and inference lengths.
    pub fn summary_offsets(&self) -> Vec<u64> {
        let mut offsets = SUMMARY_OFFSETS.to_vec();
        for extra in [self.train_len_tokens, self.infer_len_tokens] {
            if !offsets.contains(&extra) {
                offsets.push(extra);
            }
        }
        offsets
    }

    /// The plotted envelope as CSV: one row per column.
    pub fn csv(&self) -> String {
        let mut out = String::from("first_offset,last_offset,score_min,score_max");
        if self.original.is_some() {
            out.push_str(",unscaled_min,unscaled_max");
        }
        out.push('\n');
        for (i, c) in self.scaled.iter().enumerate() {
            out.push_str(&format!(
                "{},{},{},{}",
                c.first_offset, c.last_offset, c.min, c.max
            ));
            if let Some(o) = self.original.as_ref().and_then(|o| o.get(i)) {
                out.push_str(&format!(",{},{}", o.min, o.max));
            }
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rope_math::frequencies;

    #[test]
    fn the_attention_factor_scales_only_the_pairs_that_turn() {
        // d = 8, half rotated, YaRN ×16: HF multiplies cos and sin by the factor, and passes
        // the other half of q and k through untouched.
        let (p, _) = Params::from_query("d=8&partial=0.5&scaling=yarn&factor=16&vec=ones");
        let f = frequencies(&p.rope);
        assert!(f.attention_factor > 1.2);
        let data = ScoreData::compute(&p, &f, false);
        let factor_sq = f.attention_factor * f.attention_factor;
        // Ones: every pair scores 2 at offset 0; two pairs turn, two do not.
        assert!((data.score_at(0) - (2.0 * 2.0 * factor_sq + 2.0 * 2.0)).abs() < 1e-12);
        assert!((data.scaled[0].max - data.score_at(0)).abs() < 1e-12);
    }

    #[test]
    fn ones_summary_matches_the_golden_scores() {
        let (p, _) = Params::from_query("d=64&vec=ones");
        let data = ScoreData::compute(&p, &frequencies(&p.rope), false);
        assert_eq!(data.score_at(0), 64.0);
        assert!((data.score_at(10) - 42.10325764921555).abs() < 1e-11);
        assert!((data.score_at(10_000) - 3.158452185597606).abs() < 1e-11);
        assert_eq!(data.scaled[0].max, 64.0);
        assert!(data.csv().lines().count() > 100);
    }

    #[test]
    fn top_pairs_are_sorted_by_size() {
        let (p, _) = Params::from_query("d=16&vec=random&seed=3");
        let data = ScoreData::compute(&p, &frequencies(&p.rope), true);
        let top = data.top_pairs(37, 3);
        assert!(top[0].1.abs() >= top[1].1.abs() && top[1].1.abs() >= top[2].1.abs());
    }
}

//! Multimodal RoPE (M-RoPE) as Hugging Face implements it for Qwen2-VL, Qwen2.5-VL and
//! Qwen3-VL.
//!
//! Every token carries three position ids, time (t), height (h) and width (w), and each
//! frequency pair is driven by one of them: pair `i` turns by `id_axis(i) · θ_i`. Text tokens
//! get the same id on all three axes, so for text M-RoPE is plain RoPE; image and video patches
//! get their grid coordinates. The models differ in which pairs follow which axis:
//! - chunked (Qwen2-VL, Qwen2.5-VL): consecutive blocks `[t…t h…h w…w]` of sizes
//!   `mrope_section`, so width only gets the slowest frequencies;
//! - interleaved (Qwen3-VL): `t h w t h w …`, so every axis gets fast and slow frequencies.

/// Which position id drives a frequency pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// Time (also the only axis that differs between text tokens).
    T,
    /// Row in the patch grid.
    H,
    /// Column in the patch grid.
    W,
}

/// How `mrope_section` assigns pairs to axes; the same enum as the `mrope_layout=` parameter.
/// - `Chunked` (Qwen2-VL, Qwen2.5-VL): blocks of `section[0]` t, `section[1]` h and
///   `section[2]` w pairs.
/// - `Interleaved` (Qwen3-VL): pair `i` is h if `i mod 3 = 1` and `i < 3·section[1]`, w if
///   `i mod 3 = 2` and `i < 3·section[2]`, t otherwise (HF's `apply_interleaved_mrope`).
pub use crate::choice::MropeLayout;

/// Most tokens [`image_then_text`] lays out; larger requests give empty ids instead of
/// allocating without bound.
pub const MAX_TOKENS: u64 = 1 << 22;

/// The axis that drives frequency pair `pair` (0 = fastest).
///
/// Chunked: pairs past `section[0] + section[1] + section[2]` follow t. HF requires the
/// sections to add up to the pair count exactly (its `split` fails otherwise); t is our choice
/// for the rest, matching the interleaved layout, where everything not taken is t.
pub fn axis_of_pair(pair: usize, section: &[usize; 3], layout: MropeLayout) -> Axis {
    match layout {
        MropeLayout::Chunked => {
            let t_end = section[0];
            let h_end = t_end.saturating_add(section[1]);
            let w_end = h_end.saturating_add(section[2]);
            if pair < t_end {
                Axis::T
            } else if pair < h_end {
                Axis::H
            } else if pair < w_end {
                Axis::W
            } else {
                Axis::T
            }
        }
        MropeLayout::Interleaved => {
            if pair % 3 == 1 && pair < section[1].saturating_mul(3) {
                Axis::H
            } else if pair % 3 == 2 && pair < section[2].saturating_mul(3) {
                Axis::W
            } else {
                Axis::T
            }
        }
    }
}

/// The axis of every pair `0..num_pairs`; sections reaching past `num_pairs` are cut there.
pub fn axes(num_pairs: usize, section: &[usize; 3], layout: MropeLayout) -> Vec<Axis> {
    (0..num_pairs)
        .map(|i| axis_of_pair(i, section, layout))
        .collect()
}

/// How many pairs follow t, h and w.
pub fn count_per_axis(axes: &[Axis]) -> [usize; 3] {
    let count = |a| axes.iter().filter(|&&x| x == a).count();
    [count(Axis::T), count(Axis::H), count(Axis::W)]
}

/// The three position ids of a run of tokens, one entry per token on each axis.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PositionIds {
    pub t: Vec<u64>,
    pub h: Vec<u64>,
    pub w: Vec<u64>,
}

impl PositionIds {
    /// Number of tokens.
    pub fn len(&self) -> usize {
        self.t.len()
    }

    pub fn is_empty(&self) -> bool {
        self.t.is_empty()
    }

    /// Token `token`'s id on `axis`, if there is such a token.
    pub fn get(&self, axis: Axis, token: usize) -> Option<u64> {
        match axis {
            Axis::T => self.t.get(token),
            Axis::H => self.h.get(token),
            Axis::W => self.w.get(token),
        }
        .copied()
    }

    fn push(&mut self, t: u64, h: u64, w: u64) {
        self.t.push(t);
        self.h.push(h);
        self.w.push(w);
    }
}

/// Ids of an image or video followed by `text_len` text tokens, as HF's `get_rope_index`
/// assigns them.
///
/// The vision tokens come in row-major order over (t, h, w) on the language model's grid (HF
/// divides the vision grid by `spatial_merge_size` first; pass the divided sizes). Patch
/// `(ti, hi, wi)` gets t = `start + ti·tokens_per_temporal`, h = `start + hi`, w = `start + wi`.
/// `tokens_per_temporal` is 1 for images and Qwen2-VL, and `second_per_grid_t ·
/// tokens_per_second` for Qwen2.5-VL video, so time is measured in seconds, not frames. The
/// text then continues one past the largest id so far, with the same id on all three axes.
///
/// `start` is the first free id: the number of text tokens before the image in a prompt that
/// begins with text. More than [`MAX_TOKENS`] tokens give empty ids; ids saturate at `u64::MAX`.
pub fn image_then_text(
    grid_t: u64,
    grid_h: u64,
    grid_w: u64,
    tokens_per_temporal: u64,
    text_len: u64,
    start: u64,
) -> PositionIds {
    let vision = grid_t
        .checked_mul(grid_h)
        .and_then(|n| n.checked_mul(grid_w));
    let total = vision.and_then(|n| n.checked_add(text_len));
    if total.is_none_or(|n| n > MAX_TOKENS) {
        return PositionIds::default();
    }
    let mut ids = PositionIds::default();
    let mut next_text = start;
    for ti in 0..grid_t {
        let t = start.saturating_add(ti.saturating_mul(tokens_per_temporal));
        for hi in 0..grid_h {
            for wi in 0..grid_w {
                let (h, w) = (start.saturating_add(hi), start.saturating_add(wi));
                ids.push(t, h, w);
                next_text = next_text.max(t.max(h).max(w).saturating_add(1));
            }
        }
    }
    for j in 0..text_len {
        let id = next_text.saturating_add(j);
        ids.push(id, id, id);
    }
    ids
}

/// The angle (radians) pair `pair` of token `token` turns by: the token's id on the pair's
/// axis times `θ_pair`. A pair missing from `axes` follows t (as text does); a token or pair
/// that does not exist gets 0.
pub fn angle_rad(
    ids: &PositionIds,
    token: usize,
    pair: usize,
    inv_freq: &[f64],
    axes: &[Axis],
) -> f64 {
    let Some(&theta) = inv_freq.get(pair) else {
        return 0.0;
    };
    let axis = axes.get(pair).copied().unwrap_or(Axis::T);
    ids.get(axis, token).map_or(0.0, |id| id as f64 * theta)
}

#[cfg(test)]
mod tests;

use super::*;
use crate::freq::default_inv_freq;

/// Qwen2-VL / Qwen2.5-VL config: `mrope_section` [16, 24, 24] over 64 pairs (head_dim 128).
const QWEN25: [usize; 3] = [16, 24, 24];
/// Qwen3-VL config: `mrope_section` [24, 20, 20].
const QWEN3: [usize; 3] = [24, 20, 20];

fn indices_of(axes: &[Axis], axis: Axis) -> Vec<usize> {
    (0..axes.len()).filter(|&i| axes[i] == axis).collect()
}

#[test]
fn chunked_blocks_of_qwen25() {
    let a = axes(64, &QWEN25, MropeLayout::Chunked);
    assert_eq!(count_per_axis(&a), [16, 24, 24]);
    assert_eq!(indices_of(&a, Axis::T), (0..16).collect::<Vec<_>>());
    assert_eq!(indices_of(&a, Axis::H), (16..40).collect::<Vec<_>>());
    assert_eq!(indices_of(&a, Axis::W), (40..64).collect::<Vec<_>>());
    for (i, want) in [(15, Axis::T), (16, Axis::H), (39, Axis::H), (40, Axis::W)] {
        assert_eq!(
            axis_of_pair(i, &QWEN25, MropeLayout::Chunked),
            want,
            "pair {i}"
        );
    }
}

#[test]
fn interleaved_pattern_of_qwen3() {
    // HF apply_interleaved_mrope: h at slice(1, 60, 3), w at slice(2, 60, 3), t elsewhere.
    let a = axes(64, &QWEN3, MropeLayout::Interleaved);
    assert_eq!(count_per_axis(&a), [24, 20, 20]);
    for (i, want) in [
        (0, Axis::T),
        (1, Axis::H),
        (2, Axis::W),
        (3, Axis::T),
        (58, Axis::H),
        (59, Axis::W),
        (60, Axis::T),
        (61, Axis::T),
        (62, Axis::T),
        (63, Axis::T),
    ] {
        assert_eq!(a[i], want, "pair {i}");
    }
    assert_eq!(
        indices_of(&a, Axis::H),
        (1..60).step_by(3).collect::<Vec<_>>()
    );
    assert_eq!(
        indices_of(&a, Axis::W),
        (2..60).step_by(3).collect::<Vec<_>>()
    );
}

#[test]
fn chunked_starves_width_of_fast_frequencies_interleaved_does_not() {
    let chunked = axes(64, &QWEN25, MropeLayout::Chunked);
    let w_min = indices_of(&chunked, Axis::W).into_iter().min().unwrap_or(0);
    let t_max = indices_of(&chunked, Axis::T)
        .into_iter()
        .max()
        .unwrap_or(usize::MAX);
    assert!(w_min > t_max);

    let inter = axes(64, &QWEN3, MropeLayout::Interleaved);
    for axis in [Axis::T, Axis::H, Axis::W] {
        let idx = indices_of(&inter, axis);
        assert!(idx.iter().any(|&i| i < 3), "{axis:?} has a fast pair");
        assert!(idx.iter().any(|&i| i >= 57), "{axis:?} has a slow pair");
    }
}

#[test]
fn sections_that_do_not_fit_are_padded_or_cut() {
    // Too short: the rest is t. Too long: cut at the pair count.
    let short = axes(64, &[4, 4, 4], MropeLayout::Chunked);
    assert_eq!(count_per_axis(&short), [56, 4, 4]);
    assert_eq!(short[12..], [Axis::T; 52]);
    assert_eq!(axes(8, &QWEN25, MropeLayout::Chunked), vec![Axis::T; 8]);
    assert_eq!(
        count_per_axis(&axes(8, &QWEN3, MropeLayout::Interleaved)),
        [3, 3, 2]
    );
    let wide = axes(64, &[30, 30, 30], MropeLayout::Interleaved);
    assert_eq!(count_per_axis(&wide), [22, 21, 21]);
    for layout in [MropeLayout::Chunked, MropeLayout::Interleaved] {
        let huge = axes(64, &[usize::MAX; 3], layout);
        assert_eq!(huge.len(), 64);
        assert!(axes(0, &QWEN3, layout).is_empty());
    }
}

#[test]
fn qwen25_video_docstring_example() {
    // HF Qwen2.5-VL get_rope_index docstring: 3 temporal patches of 2×2, 25 tokens per
    // second, 2 seconds per temporal patch (interval 50), then text.
    let ids = image_then_text(3, 2, 2, 50, 5, 0);
    assert_eq!(
        ids.t[..12],
        [0, 0, 0, 0, 50, 50, 50, 50, 100, 100, 100, 100]
    );
    assert_eq!(ids.h[..12], [0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1]);
    assert_eq!(ids.w[..12], [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    for axis in [&ids.t, &ids.h, &ids.w] {
        assert_eq!(axis[12..], [101, 102, 103, 104, 105]);
    }
    assert_eq!(ids.len(), 17);
}

#[test]
fn image_after_leading_text() {
    // Five text tokens (ids 0..4) come first, so the 2×3 image starts at id 5.
    let ids = image_then_text(1, 2, 3, 1, 3, 5);
    assert_eq!(ids.t, [5, 5, 5, 5, 5, 5, 8, 9, 10]);
    assert_eq!(ids.h, [5, 5, 5, 6, 6, 6, 8, 9, 10]);
    assert_eq!(ids.w, [5, 6, 7, 5, 6, 7, 8, 9, 10]);
    assert_eq!(ids.get(Axis::W, 2), Some(7));
    assert_eq!(ids.get(Axis::H, 9), None);
}

#[test]
fn text_only_and_oversized_requests() {
    let text = image_then_text(0, 4, 4, 1, 3, 7);
    assert_eq!(text.t, [7, 8, 9]);
    assert_eq!(text.t, text.w);
    assert!(image_then_text(1 << 12, 1 << 12, 1 << 12, 1, 0, 0).is_empty());
    assert!(image_then_text(u64::MAX, u64::MAX, 2, 1, 0, 0).is_empty());
    assert!(image_then_text(0, 0, 0, 1, u64::MAX, 0).is_empty());
    let top = image_then_text(2, 1, 1, u64::MAX, 2, u64::MAX - 1);
    assert_eq!(top.t, [u64::MAX - 1, u64::MAX, u64::MAX, u64::MAX]);
}

#[test]
fn angles_follow_the_pair_axis() {
    let inv_freq = default_inv_freq(128, 1e6);
    let a = axes(64, &QWEN25, MropeLayout::Chunked);
    let ids = image_then_text(1, 2, 3, 1, 2, 5);
    // Token 4 is row 1, column 1: t = 5, h = 6, w = 6.
    assert_eq!(angle_rad(&ids, 4, 0, &inv_freq, &a), 5.0 * inv_freq[0]);
    assert_eq!(angle_rad(&ids, 4, 20, &inv_freq, &a), 6.0 * inv_freq[20]);
    assert_eq!(angle_rad(&ids, 2, 50, &inv_freq, &a), 7.0 * inv_freq[50]);
    // Text tokens: every pair sees the same id, as in plain RoPE.
    for pair in 0..64 {
        assert_eq!(
            angle_rad(&ids, 6, pair, &inv_freq, &a),
            8.0 * inv_freq[pair]
        );
    }
    // Missing token or pair: no rotation; missing axis entry: t.
    assert_eq!(angle_rad(&ids, 99, 0, &inv_freq, &a), 0.0);
    assert_eq!(angle_rad(&ids, 0, 64, &inv_freq, &a), 0.0);
    assert_eq!(angle_rad(&ids, 4, 50, &inv_freq, &[]), 5.0 * inv_freq[50]);
}

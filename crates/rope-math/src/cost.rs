//! What long context costs: the quadratic score matrix, the KV cache, and the float32 angle
//! error of large positions.

/// Entries of one head's score matrix for `n` tokens: `n²`.
pub fn score_matrix_entries(len_tokens: u64) -> f64 {
    let n = len_tokens as f64;
    n * n
}

/// KV-cache size in bytes: keys and values (2) for every layer, KV head, head dimension and
/// token, at `bytes_per_value` (2 for bf16).
pub fn kv_cache_bytes(
    layers: u64,
    kv_heads: u64,
    head_dim: u64,
    len_tokens: u64,
    bytes_per_value: f64,
) -> f64 {
    2.0 * layers as f64 * kv_heads as f64 * head_dim as f64 * len_tokens as f64 * bytes_per_value
}

/// The angle error at `pos_tokens` when, as HF does, `θ` and the position are float32 and
/// multiplied in float32: `f32(pos)·f32(θ)` (rounded) minus the exact `pos·θ`, radians.
pub fn f32_angle_error_rad(pos_tokens: u64, inv_freq: f64) -> f64 {
    let angle_f32 = (pos_tokens as f32) * (inv_freq as f32);
    angle_f32 as f64 - pos_tokens as f64 * inv_freq
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f32_error_grows_with_position() {
        assert_eq!(f32_angle_error_rad(3, 1.0), 0.0);
        let e = f32_angle_error_rad(100_003, 0.8659643233600653).abs();
        assert!(e > 1e-4 && e < 1e-2, "{e}");
    }
}

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

/// What a model caches per token: a key and a value for every layer and KV head.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModelShape {
    pub layers: u64,
    /// Heads that keep their own keys and values (fewer than the query heads under
    /// grouped-query attention).
    pub kv_heads: u64,
    pub head_dim: u64,
}

/// KV-cache bytes per token of a model: `2 × layers × KV heads × head dim × bytes per value`.
pub fn kv_bytes_per_token(shape: ModelShape, bytes_per_value: f64) -> f64 {
    kv_cache_bytes(
        shape.layers,
        shape.kv_heads,
        shape.head_dim,
        1,
        bytes_per_value,
    )
}

/// Bytes one head's full score matrix would take if written out (`n²` values), which fused
/// kernels avoid: they compute it tile by tile and never store it.
pub fn score_matrix_bytes(len_tokens: u64, bytes_per_value: f64) -> f64 {
    score_matrix_entries(len_tokens) * bytes_per_value
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
    fn llama_3_1_8b_caches_128_kib_a_token_in_bf16() {
        let shape = ModelShape {
            layers: 32,
            kv_heads: 8,
            head_dim: 128,
        };
        assert_eq!(kv_bytes_per_token(shape, 2.0), 131_072.0);
        // A whole 131,072-token sequence: 16 GiB.
        assert_eq!(
            kv_cache_bytes(32, 8, 128, 131_072, 2.0),
            16.0 * 1024f64.powi(3)
        );
    }

    #[test]
    fn score_matrix_bytes_grow_as_the_square() {
        assert_eq!(score_matrix_bytes(4096, 2.0), 2.0 * 4096.0 * 4096.0);
        assert_eq!(
            score_matrix_bytes(131_072, 2.0) / score_matrix_bytes(4096, 2.0),
            1024.0
        );
    }

    #[test]
    fn f32_error_grows_with_position() {
        assert_eq!(f32_angle_error_rad(3, 1.0), 0.0);
        let e = f32_angle_error_rad(100_003, 0.8659643233600653).abs();
        assert!(e > 1e-4 && e < 1e-2, "{e}");
    }
}

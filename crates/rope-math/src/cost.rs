//! What long context costs: the quadratic score matrix, the KV cache, and the float32 angle
//! error of large positions.

/// Entries of one head's score matrix for `n` tokens: `n²`.
pub fn score_matrix_entries(len_tokens: u64) -> f64 {
    let n = len_tokens as f64;
    n * n
}

/// Operations one head of one layer spends on attention over `len_tokens` tokens with
/// `head_dim`-wide queries, keys and values: every query scores every key (n²·d multiply–adds)
/// and mixes every value by its weight (n²·d more), two operations each. A fused kernel that
/// never writes the score table out saves memory, not these.
pub fn attention_ops(len_tokens: u64, head_dim: u64) -> f64 {
    4.0 * score_matrix_entries(len_tokens) * head_dim as f64
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

/// What a model caches per token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModelShape {
    /// A key and a value for every layer and KV head (fewer KV heads than query heads under
    /// grouped-query attention).
    Heads {
        layers: u64,
        kv_heads: u64,
        head_dim: u64,
    },
    /// Multi-head latent attention (DeepSeek-V2/V3): per layer one compressed latent of
    /// `kv_lora_rank` values, from which every head's keys and values are rebuilt, plus one
    /// rotated key of `qk_rope_head_dim` shared by the heads. RoPE cannot act on the latent (its
    /// rotation would sit between the two projections that are folded together), so the
    /// position travels in that separate, decoupled key.
    Latent {
        layers: u64,
        kv_lora_rank: u64,
        qk_rope_head_dim: u64,
    },
}

impl ModelShape {
    /// Values cached per token, over all layers.
    pub fn values_per_token(&self) -> u64 {
        match *self {
            ModelShape::Heads {
                layers,
                kv_heads,
                head_dim,
            } => 2 * layers * kv_heads * head_dim,
            ModelShape::Latent {
                layers,
                kv_lora_rank,
                qk_rope_head_dim,
            } => layers * (kv_lora_rank + qk_rope_head_dim),
        }
    }

    /// The product behind [`Self::values_per_token`], in words for a chart's label.
    pub fn describe(&self) -> String {
        match *self {
            ModelShape::Heads {
                layers,
                kv_heads,
                head_dim,
            } => format!(
                "{layers} layers × {kv_heads} KV heads × {head_dim} dims × 2 (key and value)"
            ),
            ModelShape::Latent {
                layers,
                kv_lora_rank,
                qk_rope_head_dim,
            } => format!(
                "{layers} layers × ({kv_lora_rank} latent + {qk_rope_head_dim} rotated-key dims)"
            ),
        }
    }
}

/// KV-cache bytes per token of a model: the values it caches × bytes per value.
pub fn kv_bytes_per_token(shape: ModelShape, bytes_per_value: f64) -> f64 {
    shape.values_per_token() as f64 * bytes_per_value
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
    fn attention_at_131072_tokens_and_width_128_is_8_8_trillion_operations_a_head() {
        let ops = attention_ops(131_072, 128);
        assert_eq!(ops, 4.0 * 131_072f64.powi(2) * 128.0);
        assert!((ops / 1e12 - 8.796).abs() < 1e-3);
        // 32 times the length, 1,024 times the work: fusing changes none of it.
        assert_eq!(ops / attention_ops(4096, 128), 1024.0);
    }

    #[test]
    fn llama_3_1_8b_caches_128_kib_a_token_in_bf16() {
        let shape = ModelShape::Heads {
            layers: 32,
            kv_heads: 8,
            head_dim: 128,
        };
        assert_eq!(kv_bytes_per_token(shape, 2.0), 131_072.0);
        assert_eq!(
            kv_bytes_per_token(shape, 2.0),
            kv_cache_bytes(32, 8, 128, 1, 2.0)
        );
        // A whole 131,072-token sequence: 16 GiB.
        assert_eq!(
            kv_cache_bytes(32, 8, 128, 131_072, 2.0),
            16.0 * 1024f64.powi(3)
        );
    }

    #[test]
    fn deepseek_v3_caches_a_latent_and_one_rotated_key() {
        // 61 layers × (512 + 64) × 2 bytes = 70,272 bytes a token.
        let shape = ModelShape::Latent {
            layers: 61,
            kv_lora_rank: 512,
            qk_rope_head_dim: 64,
        };
        assert_eq!(kv_bytes_per_token(shape, 2.0), 70_272.0);
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

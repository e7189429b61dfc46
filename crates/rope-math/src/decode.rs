//! Writing token by token: the work a KV cache saves, and why each step with a cache waits on
//! memory rather than on arithmetic.
//!
//! Without a cache, writing token `t` runs all `t` tokens through the model again; with one,
//! only the new token, whose query then reads every cached key and value. That reading is
//! the step's bill: each cached number is used by a handful of multiply–adds (the query heads
//! that share its KV head), far fewer than an accelerator can do in the time it takes to fetch
//! a byte.

use crate::cost::ModelShape;

/// A reference accelerator: NVIDIA H100 SXM's datasheet figures, dense bf16 tensor arithmetic
/// (the 1,979 TFLOPS it also quotes assume sparsity) and HBM3 bandwidth.
pub const ACCELERATOR: &str = "H100";
/// Operations a second (a multiply and an add count as two), dense bf16.
pub const ACCELERATOR_OPS_PER_S: f64 = 989e12;
/// Bytes a second read from the accelerator's memory.
pub const ACCELERATOR_BYTES_PER_S: f64 = 3.35e12;

/// One model's attention as decoding sees it: grouped-query heads sharing cached keys.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DecodeShape {
    pub layers: u64,
    pub query_heads: u64,
    pub kv_heads: u64,
    pub head_dim: u64,
}

impl DecodeShape {
    /// The decode shape of a cached model with `query_heads` heads; `None` for latent
    /// attention, whose decoding (folded projections) this figure does not model.
    pub fn of(shape: ModelShape, query_heads: u64) -> Option<Self> {
        match shape {
            ModelShape::Heads {
                layers,
                kv_heads,
                head_dim,
            } if query_heads >= kv_heads && kv_heads > 0 => Some(Self {
                layers,
                query_heads,
                kv_heads,
                head_dim,
            }),
            _ => None,
        }
    }

    /// Bytes of keys and values cached per token over all layers.
    pub fn cache_bytes_per_token(&self, bytes_per_value: f64) -> f64 {
        2.0 * (self.layers * self.kv_heads * self.head_dim) as f64 * bytes_per_value
    }

    /// Attention's operations per cached token in one step: every query head takes a dot
    /// product with the token's key and adds its value in, `head_dim` multiply–adds each.
    pub fn ops_per_cached_token(&self) -> f64 {
        4.0 * (self.layers * self.query_heads * self.head_dim) as f64
    }
}

/// What writing the token at `len_tokens` costs, with and without a cache.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DecodeStep {
    /// Tokens run through the model to write this one without a cache: all of them.
    pub rerun_tokens: f64,
    /// Token runs to write every token from 1 to `len_tokens` without a cache: n(n + 1)/2.
    pub rerun_total: f64,
    /// The same with a cache: one a token.
    pub cached_total: f64,
    /// Bytes of cache this step reads.
    pub bytes_read: f64,
    /// Attention's operations this step.
    pub ops: f64,
    /// Seconds to read the cache and to do the sums on the reference accelerator.
    pub read_s: f64,
    pub sums_s: f64,
}

impl DecodeStep {
    /// Operations per byte read: the query heads sharing each KV head.
    pub fn ops_per_byte(&self) -> f64 {
        if self.bytes_read > 0.0 {
            self.ops / self.bytes_read
        } else {
            0.0
        }
    }

    /// Operations per byte the accelerator needs to keep busy while it reads.
    pub fn accelerator_ops_per_byte() -> f64 {
        ACCELERATOR_OPS_PER_S / ACCELERATOR_BYTES_PER_S
    }
}

/// Writing the token at `len_tokens` (counted from 1) with `shape`'s attention.
pub fn decode_step(shape: DecodeShape, len_tokens: u64, bytes_per_value: f64) -> DecodeStep {
    let n = len_tokens.max(1) as f64;
    let bytes_read = shape.cache_bytes_per_token(bytes_per_value) * n;
    let ops = shape.ops_per_cached_token() * n;
    DecodeStep {
        rerun_tokens: n,
        rerun_total: n * (n + 1.0) / 2.0,
        cached_total: n,
        bytes_read,
        ops,
        read_s: bytes_read / ACCELERATOR_BYTES_PER_S,
        sums_s: ops / ACCELERATOR_OPS_PER_S,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LLAMA_3_1_8B: DecodeShape = DecodeShape {
        layers: 32,
        query_heads: 32,
        kv_heads: 8,
        head_dim: 128,
    };

    #[test]
    fn llama_3_1_8b_at_32768_reads_4_29_gb_for_17_2_billion_operations() {
        let s = decode_step(LLAMA_3_1_8B, 32_768, 2.0);
        // 131,072 bytes a token (the cost figure's number) times 32,768 tokens.
        assert_eq!(s.bytes_read, 131_072.0 * 32_768.0);
        assert!((s.bytes_read / 1e9 - 4.295).abs() < 1e-3);
        assert!((s.ops / 1e9 - 17.18).abs() < 1e-2);
        // 32 query heads share 8 KV heads: 4 operations per byte.
        assert_eq!(s.ops_per_byte(), 4.0);
        assert!((s.read_s * 1e3 - 1.282).abs() < 1e-3);
        assert!((s.sums_s * 1e3 - 0.01737).abs() < 1e-4);
        assert_eq!(s.rerun_total, 32_768.0 * 32_769.0 / 2.0);
        assert_eq!(s.cached_total, 32_768.0);
    }

    #[test]
    fn every_grouping_is_far_under_the_accelerator_balance() {
        // Full multi-head attention uses each byte once; even 8 query heads a KV head stay
        // thirty times under the 295 operations a byte the accelerator could do.
        let full = DecodeShape {
            kv_heads: 32,
            ..LLAMA_3_1_8B
        };
        assert_eq!(decode_step(full, 4096, 2.0).ops_per_byte(), 1.0);
        assert!((DecodeStep::accelerator_ops_per_byte() - 295.2).abs() < 0.1);
        let s = decode_step(LLAMA_3_1_8B, 4096, 2.0);
        assert!(s.read_s > 50.0 * s.sums_s);
    }

    #[test]
    fn latent_attention_and_bad_shapes_are_left_out() {
        let latent = ModelShape::Latent {
            layers: 61,
            kv_lora_rank: 512,
            qk_rope_head_dim: 64,
        };
        assert_eq!(DecodeShape::of(latent, 128), None);
        let heads = ModelShape::Heads {
            layers: 32,
            kv_heads: 8,
            head_dim: 128,
        };
        assert_eq!(DecodeShape::of(heads, 4), None);
        assert_eq!(DecodeShape::of(heads, 32), Some(LLAMA_3_1_8B));
        // A zero length writes the first token.
        assert_eq!(decode_step(LLAMA_3_1_8B, 0, 2.0).rerun_tokens, 1.0);
    }
}

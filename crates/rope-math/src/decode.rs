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
/// (the 1,979 TFLOPS it also quotes assume sparsity) and HBM3 bandwidth. Other H100s differ
/// (the PCIe card: 756 TFLOPS, 2.0 TB/s).
pub const ACCELERATOR: &str = "H100 SXM";
/// Operations a second (a multiply and an add count as two), dense bf16.
pub const ACCELERATOR_OPS_PER_S: f64 = 989e12;
/// Bytes a second read from the accelerator's memory.
pub const ACCELERATOR_BYTES_PER_S: f64 = 3.35e12;
/// The accelerator's memory, bytes: weights and cache must fit in it.
pub const ACCELERATOR_MEMORY_BYTES: f64 = 80e9;

/// Parameters of the models the figure decodes (each model card's count). Only models that
/// cache a key and a value per KV head over the whole text: not latent attention, not a
/// sliding window (Mistral 7B v0.1 keeps only its last 4,096 tokens).
pub const DECODE_PARAMS: [(&str, f64); 6] = [
    ("llama-2-7b", 6.74e9),
    ("llama-3.1-8b", 8.03e9),
    ("llama-3.2-1b", 1.24e9),
    ("mistral-7b-v0.3", 7.25e9),
    ("qwen2.5-7b-yarn4", 7.62e9),
    ("gemma-7b", 8.54e9),
];

/// Llama 3.1 8B, the decoding figure's model when none is named (its preset gives the same).
pub const LLAMA_3_1_8B: DecodeShape = DecodeShape {
    layers: 32,
    query_heads: 32,
    kv_heads: 8,
    head_dim: 128,
    params: 8.03e9,
    context_tokens: 131_072,
};

/// One model as decoding sees it: its weights, and grouped-query heads sharing cached keys.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DecodeShape {
    pub layers: u64,
    pub query_heads: u64,
    pub kv_heads: u64,
    pub head_dim: u64,
    pub params: f64,
    /// The longest text the model takes (`max_position_embeddings`).
    pub context_tokens: u64,
}

impl DecodeShape {
    /// The decode shape of a cached model with `query_heads` heads, `params` parameters and a
    /// context of `context_tokens`; `None` for latent attention, whose decoding (folded
    /// projections, far more operations a byte) this figure does not model.
    pub fn of(
        shape: ModelShape,
        query_heads: u64,
        params: f64,
        context_tokens: u64,
    ) -> Option<Self> {
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
                params,
                context_tokens,
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
    /// Bytes of weights and of cache this step reads (one text).
    pub weight_bytes: f64,
    pub cache_bytes: f64,
    /// Attention's operations over the cache, and the step's in all (the weights' two a
    /// parameter added).
    pub attention_ops: f64,
    pub ops: f64,
    /// Seconds to read the weights, to read the cache, and to do all the sums on the
    /// reference accelerator.
    pub weights_s: f64,
    pub cache_s: f64,
    pub sums_s: f64,
}

impl DecodeStep {
    /// Attention's operations per byte of cache read: the query heads sharing each KV head.
    pub fn cache_ops_per_byte(&self) -> f64 {
        if self.cache_bytes > 0.0 {
            self.attention_ops / self.cache_bytes
        } else {
            0.0
        }
    }

    /// Operations per byte the accelerator needs to keep busy while it reads.
    pub fn accelerator_ops_per_byte() -> f64 {
        ACCELERATOR_OPS_PER_S / ACCELERATOR_BYTES_PER_S
    }

    /// Whether the weights and the cache fit in the accelerator's memory.
    pub fn fits(&self) -> bool {
        self.weight_bytes + self.cache_bytes <= ACCELERATOR_MEMORY_BYTES
    }
}

/// Writing the token at `len_tokens` (counted from 1) with `shape`, for one text, weights and
/// cache at `bytes_per_value`.
pub fn decode_step(shape: DecodeShape, len_tokens: u64, bytes_per_value: f64) -> DecodeStep {
    let n = len_tokens.max(1) as f64;
    let weight_bytes = shape.params * bytes_per_value;
    let cache_bytes = shape.cache_bytes_per_token(bytes_per_value) * n;
    let attention_ops = shape.ops_per_cached_token() * n;
    // Every weight is used once for the one new token: a multiply and an add.
    let ops = 2.0 * shape.params + attention_ops;
    DecodeStep {
        rerun_tokens: n,
        rerun_total: n * (n + 1.0) / 2.0,
        cached_total: n,
        weight_bytes,
        cache_bytes,
        attention_ops,
        ops,
        weights_s: weight_bytes / ACCELERATOR_BYTES_PER_S,
        cache_s: cache_bytes / ACCELERATOR_BYTES_PER_S,
        sums_s: ops / ACCELERATOR_OPS_PER_S,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llama_3_1_8b_at_32768_reads_16_1_gb_of_weights_and_4_29_gb_of_cache() {
        let s = decode_step(LLAMA_3_1_8B, 32_768, 2.0);
        // 131,072 bytes a token (the cost figure's number) times 32,768 tokens.
        assert_eq!(s.cache_bytes, 131_072.0 * 32_768.0);
        assert!((s.cache_bytes / 1e9 - 4.295).abs() < 1e-3);
        assert_eq!(s.weight_bytes, 16.06e9);
        assert!((s.attention_ops / 1e9 - 17.18).abs() < 1e-2);
        assert!((s.ops / 1e9 - 33.24).abs() < 1e-2);
        // 32 query heads share 8 KV heads: 4 operations per byte of cache.
        assert_eq!(s.cache_ops_per_byte(), 4.0);
        assert!((s.weights_s * 1e3 - 4.794).abs() < 1e-3);
        assert!((s.cache_s * 1e3 - 1.282).abs() < 1e-3);
        assert!((s.sums_s * 1e3 - 0.03361).abs() < 1e-4);
        assert_eq!(s.rerun_total, 32_768.0 * 32_769.0 / 2.0);
        assert_eq!(s.cached_total, 32_768.0);
        assert!(s.fits());
    }

    #[test]
    fn reading_outweighs_the_sums_for_one_text() {
        // Full multi-head attention uses each byte of cache once; even 8 query heads a KV
        // head stay thirty times under the 295 operations a byte the accelerator could do.
        let full = DecodeShape {
            kv_heads: 32,
            ..LLAMA_3_1_8B
        };
        assert_eq!(decode_step(full, 4096, 2.0).cache_ops_per_byte(), 1.0);
        assert!((DecodeStep::accelerator_ops_per_byte() - 295.2).abs() < 0.1);
        for len in [1, 4096, 131_072] {
            let s = decode_step(LLAMA_3_1_8B, len, 2.0);
            assert!(s.weights_s + s.cache_s > 50.0 * s.sums_s, "{len}");
        }
        // A million tokens of Llama 2 7B's cache would not fit in 80 GB.
        let mha = DecodeShape {
            kv_heads: 32,
            params: 6.74e9,
            ..LLAMA_3_1_8B
        };
        assert!(!decode_step(mha, 1 << 20, 2.0).fits());
    }

    #[test]
    fn latent_attention_and_bad_shapes_are_left_out() {
        let latent = ModelShape::Latent {
            layers: 61,
            kv_lora_rank: 512,
            qk_rope_head_dim: 64,
        };
        assert_eq!(DecodeShape::of(latent, 128, 671e9, 163_840), None);
        let heads = ModelShape::Heads {
            layers: 32,
            kv_heads: 8,
            head_dim: 128,
        };
        assert_eq!(DecodeShape::of(heads, 4, 8.03e9, 131_072), None);
        assert_eq!(
            DecodeShape::of(heads, 32, 8.03e9, 131_072),
            Some(LLAMA_3_1_8B)
        );
        // A zero length writes the first token.
        assert_eq!(decode_step(LLAMA_3_1_8B, 0, 2.0).rerun_tokens, 1.0);
    }
}

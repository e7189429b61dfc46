//! A preset's size as its KV cache sees it: layers, KV heads and head dimension, read from
//! the same config excerpt the RoPE settings come from.

use super::models::Preset;
use crate::cost::ModelShape;
use crate::decode::{DecodeShape, DECODE_PARAMS};
use serde_json::Value;

impl Preset {
    /// The model as decoding sees it (weights, query heads sharing KV heads, context); `None`
    /// for models the decoding figure leaves out ([`DECODE_PARAMS`]: latent attention, a
    /// sliding window, no published count) or a config without the sizes.
    pub fn decode_shape(&self) -> Option<DecodeShape> {
        let params = DECODE_PARAMS.iter().find(|(id, _)| *id == self.id)?.1;
        let config: Value = serde_json::from_str(self.config_json).ok()?;
        let whole = |key: &str| config.get(key).and_then(Value::as_u64);
        DecodeShape::of(
            self.shape()?,
            whole("num_attention_heads")?,
            params,
            whole("max_position_embeddings")?,
        )
    }

    /// What the model caches per token: a latent and a rotated key per layer when the config
    /// has `kv_lora_rank` (multi-head latent attention), else a key and a value per KV head.
    pub fn shape(&self) -> Option<ModelShape> {
        let config: Value = serde_json::from_str(self.config_json).ok()?;
        let whole = |key: &str| config.get(key).and_then(Value::as_u64);
        if let Some(kv_lora_rank) = whole("kv_lora_rank") {
            return Some(ModelShape::Latent {
                layers: whole("num_hidden_layers")?,
                kv_lora_rank,
                qk_rope_head_dim: whole("qk_rope_head_dim")?,
            });
        }
        let heads = whole("num_attention_heads")?;
        let head_dim = whole("head_dim").or_else(|| Some(whole("hidden_size")? / heads))?;
        Some(ModelShape::Heads {
            layers: whole("num_hidden_layers")?,
            // Without the key every head keeps its own keys and values (HF's default).
            kv_heads: whole("num_key_value_heads").unwrap_or(heads),
            head_dim,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::kv_bytes_per_token;
    use crate::limits;
    use crate::presets::models::PRESETS;

    fn find(id: &str) -> Option<&'static Preset> {
        PRESETS.iter().find(|p| p.id == id)
    }

    #[test]
    fn the_kv_models_are_exactly_the_presets_with_a_shape() {
        let with_shape: Vec<&str> = PRESETS
            .iter()
            .filter(|p| p.shape().is_some())
            .map(|p| p.id)
            .collect();
        assert_eq!(with_shape, limits::KV_MODELS);
    }

    #[test]
    fn published_sizes() {
        let shape = |id: &str| find(id).and_then(Preset::shape).expect(id);
        let s = |layers, kv_heads, head_dim| ModelShape::Heads {
            layers,
            kv_heads,
            head_dim,
        };
        assert_eq!(shape("llama-3.1-8b"), s(32, 8, 128));
        assert_eq!(shape("llama-2-7b"), s(32, 32, 128));
        assert_eq!(shape("llama-3.2-1b"), s(16, 8, 64));
        assert_eq!(shape("qwen2.5-7b-yarn4"), s(28, 4, 128));
        assert_eq!(shape("gemma-7b"), s(28, 16, 256));
        assert_eq!(shape("gpt-neox-20b"), s(44, 64, 96));
        assert_eq!(shape("phi-3-mini-128k"), s(32, 32, 96));
        // Multi-head latent attention: a 512-wide latent and a 64-wide rotated key per layer.
        assert_eq!(
            find("deepseek-v3").and_then(Preset::shape),
            Some(ModelShape::Latent {
                layers: 61,
                kv_lora_rank: 512,
                qk_rope_head_dim: 64,
            })
        );
        // Grouped-query attention: Llama 3.1 8B caches a quarter of what Llama 2 7B does.
        let bytes = |id| kv_bytes_per_token(shape(id), 2.0);
        assert_eq!(bytes("llama-2-7b"), 524_288.0);
        assert_eq!(bytes("llama-3.1-8b"), 131_072.0);
        let latent = find("deepseek-v3")
            .and_then(Preset::shape)
            .expect("deepseek-v3");
        assert_eq!(kv_bytes_per_token(latent, 2.0), 70_272.0);
    }
}

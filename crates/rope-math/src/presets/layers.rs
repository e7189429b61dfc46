//! Which layers of a model rotate, and how, read from its config: Llama 4's layers without
//! RoPE (every fourth by default, or the `no_rope_layers` list, 1 meaning "uses RoPE") beside
//! its chunked rotating layers, and Gemma 3's local layers (a sliding window, base
//! `rope_local_base_freq`) beside its global ones (every `sliding_window_pattern`-th layer).

use crate::config::json::text_model;
use serde_json::Value;

/// One layer's attention, as far as position goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LayerKind {
    /// Rotates with `base`; attends within a window or a chunk of that many tokens, or the
    /// whole text (`None`).
    Rope {
        base: f64,
        reach_tokens: Option<u64>,
    },
    /// No rotation: attends over the whole text.
    NoRope,
}

/// A model's layers, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct LayerStack {
    pub layers: Vec<LayerKind>,
    /// Whether the reach is a chunk (Llama 4: attention within fixed blocks) rather than a
    /// sliding window (Gemma 3).
    pub chunked: bool,
}

impl LayerStack {
    /// How many layers are of each kind: no RoPE, rotating within a reach, rotating over the
    /// whole text.
    pub fn counts(&self) -> (usize, usize, usize) {
        self.layers.iter().fold((0, 0, 0), |(n, r, g), l| match l {
            LayerKind::NoRope => (n + 1, r, g),
            LayerKind::Rope {
                reach_tokens: Some(_),
                ..
            } => (n, r + 1, g),
            LayerKind::Rope { .. } => (n, r, g + 1),
        })
    }
}

fn whole(cfg: &serde_json::Map<String, Value>, key: &str) -> Option<u64> {
    cfg.get(key)
        .and_then(Value::as_f64)
        .filter(|v| *v >= 1.0)
        .map(|v| v as u64)
}

/// The layer stack of a config that mixes kinds of layers, or `None` when every layer is
/// alike (or the text is no config).
pub fn layer_stack(config_json: &str) -> Option<LayerStack> {
    // Parsed as a `Value`, as the importer does, so no second deserializer is compiled in.
    let value: Value = serde_json::from_str(config_json).ok()?;
    let cfg = text_model(value.as_object()?);
    // A cap so a hostile config cannot ask for millions of layers.
    let count = whole(cfg, "num_hidden_layers")?.min(1024) as usize;
    let base = cfg
        .get("rope_theta")
        .and_then(Value::as_f64)
        .unwrap_or(10000.0);
    if let Some(chunk) = whole(cfg, "attention_chunk_size") {
        let listed: Option<Vec<bool>> = cfg
            .get("no_rope_layers")
            .and_then(Value::as_array)
            .filter(|l| l.len() == count)
            .map(|l| l.iter().map(|v| v.as_f64().unwrap_or(1.0) != 0.0).collect());
        // Transformers' default when the list is empty: every `no_rope_layer_interval`-th
        // layer (4) has no RoPE.
        let interval = whole(cfg, "no_rope_layer_interval").unwrap_or(4) as usize;
        let layers = (0..count)
            .map(|i| {
                let rotates = listed
                    .as_ref()
                    .map_or(!(i + 1).is_multiple_of(interval), |l| l[i]);
                if rotates {
                    LayerKind::Rope {
                        base,
                        reach_tokens: Some(chunk),
                    }
                } else {
                    LayerKind::NoRope
                }
            })
            .collect();
        return Some(LayerStack {
            layers,
            chunked: true,
        });
    }
    let pattern = whole(cfg, "sliding_window_pattern")? as usize;
    let local_base = cfg.get("rope_local_base_freq").and_then(Value::as_f64)?;
    let window = whole(cfg, "sliding_window");
    let layers = (0..count)
        .map(|i| {
            if (i + 1).is_multiple_of(pattern) {
                LayerKind::Rope {
                    base,
                    reach_tokens: None,
                }
            } else {
                LayerKind::Rope {
                    base: local_base,
                    reach_tokens: window,
                }
            }
        })
        .collect();
    Some(LayerStack {
        layers,
        chunked: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::models::PRESETS;

    fn config(id: &str) -> &'static str {
        PRESETS
            .iter()
            .find(|p| p.id == id)
            .map_or("", |p| p.config_json)
    }

    #[test]
    fn llama_4_scout_leaves_every_fourth_layer_without_rope() {
        let stack = layer_stack(config("llama-4-scout")).unwrap_or(LayerStack {
            layers: vec![],
            chunked: false,
        });
        assert_eq!(stack.layers.len(), 48);
        assert_eq!(stack.counts(), (12, 36, 0));
        assert_eq!(stack.layers[3], LayerKind::NoRope);
        assert!(stack.chunked);
        assert_eq!(
            stack.layers[0],
            LayerKind::Rope {
                base: 500000.0,
                reach_tokens: Some(8192)
            }
        );
    }

    #[test]
    fn gemma_3_has_five_local_layers_to_each_global_one() {
        let stack = layer_stack(config("gemma-3-27b")).unwrap_or(LayerStack {
            layers: vec![],
            chunked: true,
        });
        assert_eq!(stack.layers.len(), 62);
        assert_eq!(stack.counts(), (0, 52, 10));
        assert_eq!(
            stack.layers[5],
            LayerKind::Rope {
                base: 1e6,
                reach_tokens: None
            }
        );
        assert_eq!(
            stack.layers[0],
            LayerKind::Rope {
                base: 1e4,
                reach_tokens: Some(1024)
            }
        );
    }

    #[test]
    fn an_explicit_list_wins_and_uniform_models_have_no_stack() {
        let json = r#"{"num_hidden_layers": 4, "hidden_size": 8, "attention_chunk_size": 16, "no_rope_layers": [0, 1, 1, 0]}"#;
        let stack = layer_stack(json).map(|s| s.counts());
        assert_eq!(stack, Some((2, 2, 0)));
        assert_eq!(layer_stack(config("llama-2-7b")), None);
        assert_eq!(layer_stack("not json"), None);
    }
}

//! `cost`: the score matrix's n² entries against the length, and the chosen model's KV cache
//! (its shape taken from the preset's `config.json`).

use super::super::py;
use rope_math::cost::ModelShape;
use rope_math::presets::kv_model;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    // The model asked for, else the page's preset, else Llama 3.1 8B (as the figure picks it).
    let preset = kv_model(p.view.model.as_deref().or(p.preset.as_deref()));
    let shape = preset.shape().unwrap_or(ModelShape::Heads {
        layers: 32,
        kv_heads: 8,
        head_dim: 128,
    });
    let values_per_token = match shape {
        ModelShape::Heads {
            layers,
            kv_heads,
            head_dim,
        } => format!(
            "layers, kv_heads, head_dim = {layers}, {kv_heads}, {head_dim}\n\
# A key and a value for every layer and KV head.\n\
values_per_token = 2 * layers * kv_heads * head_dim"
        ),
        ModelShape::Latent {
            layers,
            kv_lora_rank,
            qk_rope_head_dim,
        } => format!(
            "layers, kv_lora_rank, qk_rope_head_dim = {layers}, {kv_lora_rank}, {qk_rope_head_dim}\n\
# Multi-head latent attention: per layer one latent, plus one rotated key shared by the heads.\n\
values_per_token = layers * (kv_lora_rank + qk_rope_head_dim)"
        ),
    };
    py::fill(
        include_str!("cost.py"),
        &[
            ("model", py::string(preset.label)),
            ("source", preset.source.replace('\n', " ")),
            ("values_per_token", values_per_token),
            ("ref_len_tokens", py::int(p.rope.train_len_tokens)),
            ("len_tokens", py::int(p.rope.infer_len_tokens)),
            (
                "fused",
                if p.view.fused { "True" } else { "False" }.to_string(),
            ),
        ],
    )
}

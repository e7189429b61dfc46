//! `decode`: writing token by token, with and without a KV cache, and one cached step's
//! reading against its sums on the reference accelerator.

use super::super::py;
use rope_math::decode::{
    ACCELERATOR, ACCELERATOR_BYTES_PER_S, ACCELERATOR_OPS_PER_S, LLAMA_3_1_8B,
};
use rope_math::presets::decode_model;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    // The model asked for, else the page's preset, else Llama 3.1 8B (as the figure picks it).
    let preset = decode_model(p.view.model.as_deref().or(p.preset.as_deref()));
    let s = preset.decode_shape().unwrap_or(LLAMA_3_1_8B);
    py::fill(
        include_str!("decode.py"),
        &[
            ("model", py::string(preset.label)),
            ("source", preset.source.replace('\n', " ")),
            (
                "shape",
                format!(
                    "layers, query_heads, kv_heads, head_dim = {}, {}, {}, {}",
                    s.layers, s.query_heads, s.kv_heads, s.head_dim
                ),
            ),
            ("params", py::float(s.params)),
            ("context_tokens", py::int(s.context_tokens)),
            ("len_tokens", py::int(p.rope.infer_len_tokens.max(1))),
            ("accelerator", py::string(ACCELERATOR)),
            ("ops_per_s", py::float(ACCELERATOR_OPS_PER_S)),
            ("bytes_per_s", py::float(ACCELERATOR_BYTES_PER_S)),
        ],
    )
}

//! `temperature`: how much Llama 4 multiplies the queries of its layers without RoPE at a
//! position (with YaRN's constant factors beside it, as the dashed lines draw them).

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("temperature.py"),
        &[
            ("pos_tokens", py::int(p.probe.m)),
            (
                "floor_scale_tokens",
                py::int(p.figures.temperature.floor_scale_tokens.max(1)),
            ),
            ("attn_scale", py::float(p.figures.temperature.attn_scale)),
        ],
    )
}

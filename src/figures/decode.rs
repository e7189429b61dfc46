//! Figure `decode`: writing token by token. Without a KV cache, writing token t runs all t
//! tokens through the model again; with one, only the new token, whose step then reads all the
//! weights and the whole cache for a few operations a byte: for one text the reading, not the
//! arithmetic, sets the pace. The charts are in `decode_charts.rs`.

use super::cost::cache_name;
use super::decode_charts::{draw, Decode};
use super::frame::FigureFrame;
use crate::format::{bytes, count_words, plain, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use rope_math::decode::{
    decode_step, DecodeStep, ACCELERATOR, ACCELERATOR_BYTES_PER_S, ACCELERATOR_MEMORY_BYTES,
    ACCELERATOR_OPS_PER_S, DECODE_PARAMS, LLAMA_3_1_8B,
};
use rope_math::presets::{decode_model, find};
use rope_params::figures::plot_of;

/// Bytes per cached value: bf16, as models are usually served.
const BYTES_PER_VALUE: f64 = 2.0;

#[component]
pub fn DecodeFigure() -> impl IntoView {
    let state = use_app_state();
    let decode = Memo::new(move |_| {
        state.params.with(|p| {
            // The model asked for, else the page's preset, else Llama 3.1 8B.
            let preset = decode_model(p.view.model.as_deref().or(p.preset.as_deref()));
            let shape = preset.decode_shape().unwrap_or(LLAMA_3_1_8B);
            // No model writes past its context: the length stops there.
            let len_tokens = p.rope.infer_len_tokens.clamp(1, shape.context_tokens);
            Decode {
                len_tokens,
                model: preset.label,
                shape,
                step: decode_step(shape, len_tokens, BYTES_PER_VALUE),
            }
        })
    });
    let step = move |f: fn(&DecodeStep) -> f64| Signal::derive(move || decode.with(|d| f(&d.step)));
    let (rerun, rerun_total, cached_total) = (
        step(|s| s.rerun_tokens),
        step(|s| s.rerun_total),
        step(|s| s.cached_total),
    );
    let fewer = step(|s| s.rerun_total / s.cached_total);
    let (weight_bytes, cache_bytes, ops, per_byte) = (
        step(|s| s.weight_bytes),
        step(|s| s.cache_bytes),
        step(|s| s.ops),
        step(DecodeStep::cache_ops_per_byte),
    );
    let (read_ms, sums_ms) = (
        step(|s| (s.weights_s + s.cache_s) * 1e3),
        step(|s| s.sums_s * 1e3),
    );
    // Past the model's context, or more than the accelerator holds: said, not hidden.
    let limits_note = move || {
        decode.with(|d| {
            let asked = state.params.with(|p| p.rope.infer_len_tokens);
            let mut notes = Vec::new();
            if asked > d.shape.context_tokens {
                notes.push(format!(
                    "{} stops at its {}-token context.",
                    cache_name(d.model),
                    tokens(d.shape.context_tokens as f64)
                ));
            }
            if !d.step.fits() {
                notes.push(format!(
                    "Weights and cache, {}, would not fit in an {ACCELERATOR}'s {}.",
                    bytes(d.step.weight_bytes + d.step.cache_bytes),
                    bytes(ACCELERATOR_MEMORY_BYTES)
                ));
            }
            (!notes.is_empty()).then(
                || view! { <p class="readout-line notice" role="status">{notes.join(" ")}</p> },
            )
        })
    };
    let label = Signal::derive(move || {
        decode.with(|d| {
            format!(
                "Left, linear axes: tokens run through the model to write token t, t without a cache and 1 with one, up to t = {}. \
                 Right: one step of {} at {} tokens on an {ACCELERATOR}: reading the {} of weights takes {} ms, the {} cache {} ms, all {} operations {} ms.",
                tokens(d.len_tokens as f64),
                d.model,
                tokens(d.len_tokens as f64),
                bytes(d.step.weight_bytes),
                plain(d.step.weights_s * 1e3, 3),
                bytes(d.step.cache_bytes),
                plain(d.step.cache_s * 1e3, 3),
                count_words(d.step.ops),
                plain(d.step.sums_s * 1e3, 3),
            )
        })
    });
    // Every cached model but latent attention, whose decoding this figure does not model.
    let models = DECODE_PARAMS
        .iter()
        .filter_map(|(id, _)| find(id))
        .filter(|p| p.decode_shape().is_some())
        .map(|p| (p.id.to_string(), cache_name(p.label).to_string()))
        .collect::<Vec<_>>();
    let caption = format!(
        "{ACCELERATOR}: {} trillion operations a second (dense bf16), {} TB/s from memory. One text at a time, bf16 weights and cache; a multiply and an add count as two operations.",
        plain(ACCELERATOR_OPS_PER_S / 1e12, 3),
        plain(ACCELERATOR_BYTES_PER_S / 1e12, 3)
    );
    view! {
        <FigureFrame slug="decode" caption=caption>
            <PlotCanvas testid=plot_of("decode") label=label min_height_css_px=210.0 max_height_css_px=280.0
                height_for_width=Callback::new(|w: f64| if w >= 520.0 { 210.0 } else { 280.0 })
                picture=paint(move |area, style| decode.with(|d| draw(&area, d, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                "Without a cache token " {move || tokens(rerun.get())} " reruns all "
                <NumText testid="decode-rerun" value=rerun shown=Signal::derive(move || tokens(rerun.get()))/>
                ", with one just itself: "
                <NumText testid="decode-rerun-total" value=rerun_total shown=Signal::derive(move || count_words(rerun_total.get()))/>
                " runs against "
                <NumText testid="decode-cached-total" value=cached_total shown=Signal::derive(move || tokens(cached_total.get()))/>
                " ("
                <NumText testid="decode-fewer" value=fewer shown=Signal::derive(move || format!("{}×", plain(fewer.get(), 7)))/>
                " fewer)."
            </p>
            <p class="readout-line" data-answer="" aria-live="polite">
                "A step reads "
                <NumText testid="decode-weight-bytes" value=weight_bytes shown=Signal::derive(move || bytes(weight_bytes.get()))/>
                " of weights and all "
                <NumText testid="decode-bytes" value=cache_bytes shown=Signal::derive(move || bytes(cache_bytes.get()))/>
                " of cache ("
                <NumText testid="decode-ops-per-byte" value=per_byte shown=Signal::derive(move || plain(per_byte.get(), 3))/>
                {move || if per_byte.get() == 1.0 { " operation a byte): " } else { " operations a byte): " }}
                <NumText testid="decode-read-ms" value=read_ms shown=Signal::derive(move || format!("{} ms", plain(read_ms.get(), 3)))/>
                "; its "
                <NumText testid="decode-ops" value=ops shown=Signal::derive(move || count_words(ops.get()))/>
                " operations take "
                <NumText testid="decode-sums-ms" value=sums_ms shown=Signal::derive(move || format!("{} ms", plain(sums_ms.get(), 3)))/>
                "."
            </p>
            {limits_note}
            <div class="controls compact">
                <KeySlider label="token n" key="infer" min=128.0 max=1_048_576.0 step=0.125 scale=SliderScale::Log2
                    format=|v| format!("{} tokens", tokens(v))/>
                <ParamSelect label="model" key="model" options=models
                    get=|p| decode_model(p.view.model.as_deref().or(p.preset.as_deref())).id.to_string()
                    set=|p, v| p.view.model = Some(v.to_string())/>
            </div>
        </FigureFrame>
    }
}

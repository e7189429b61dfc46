//! The coverage panel's settings: preset models, a pasted `config.json`, the scaling method and
//! the extra parameters each method reads (shown only when that method is on).

use crate::format::{plain, tokens};
use crate::state::use_app_state;
use crate::widgets::checkbox::Checkbox;
use crate::widgets::ids::scoped_id;
use crate::widgets::layer_strip::LayerStrip;
use crate::widgets::list_field::ListField;
use crate::widgets::rope_dims::{DimsAndBase, PartialShare};
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use rope_math::config::config_layer_types;
use rope_math::presets::layer_stack;
use rope_math::presets::{find, PRESETS};
use rope_math::{Choice, Scaling};
use rope_params::import::import_config_layer;

/// Preset selector: sets every RoPE field from the model's config (source cited below it).
#[component]
pub fn PresetSelect() -> impl IntoView {
    let state = use_app_state();
    let current = Memo::new(move |_| state.params.with(|p| p.preset.clone().unwrap_or_default()));
    let id = scoped_id("param-preset");
    let stack =
        Signal::derive(move || find(&current.get()).and_then(|p| layer_stack(p.config_json)));
    let strip_label = Signal::derive(move || {
        stack.with(|s| {
            s.as_ref().map_or(String::new(), |s| {
                let (no_rope, local, global) = s.counts();
                format!(
                    "The model's {} layers, in order: {local} rotating within a window or chunk, {global} rotating over the whole text, {no_rope} without RoPE.",
                    s.layers.len()
                )
            })
        })
    });
    view! {
        <div class="control">
            <label for=id.clone()><span class="control-name">"model preset"</span></label>
            <select id=id data-testid="param-preset" prop:value=move || current.get()
                on:change=move |ev| {
                    let id = event_target_value(&ev);
                    if let Some(preset) = find(&id) {
                        state.apply(|p| p.set_preset(preset));
                    }
                }>
                <option value="" selected=move || current.get().is_empty()>"(your own settings)"</option>
                {PRESETS.iter().map(|p| view! { <option value=p.id selected=move || current.get() == p.id>{p.label}</option> }).collect_view()}
            </select>
            <p class="source" data-testid="preset-source">
                {move || find(&current.get()).map(|p| format!("From {}.", p.source)).unwrap_or_default()}
            </p>
            // A model that mixes kinds of layers: which rotate, and how.
            <LayerStrip stack=stack label=strip_label/>
        </div>
    }
}

/// A box to paste a model's `config.json`; errors are shown and the state is kept.
#[component]
pub fn ConfigPaste() -> impl IntoView {
    let state = use_app_state();
    let text = RwSignal::new(String::new());
    let message = RwSignal::new(None::<(bool, String)>);
    // Configs whose layers differ (Gemma's full and sliding attention) give one RoPE setting
    // per layer type: the reader picks which to load.
    let layers = Memo::new(move |_| text.with(|t| config_layer_types(t)));
    let layer = RwSignal::new(String::new());
    let load = move |_| {
        let current = state.current();
        let chosen = layer.get_untracked();
        let pick = layers.with_untracked(|l| l.iter().find(|name| **name == chosen).cloned());
        match import_config_layer(&text.get_untracked(), &current, pick.as_deref()) {
            Ok((p, notes)) => {
                state.apply(|q| *q = p);
                let note = if notes.is_empty() {
                    String::new()
                } else {
                    format!(" Notes: {}.", notes.join("; "))
                };
                message.set(Some((false, format!("Loaded.{note}"))));
            }
            Err(e) => message.set(Some((
                true,
                format!("Could not load this config: {e}. Nothing was changed."),
            ))),
        }
    };
    let id = scoped_id("config-json");
    let layer_id = scoped_id("config-layer");
    view! {
        <details class="paste">
            <summary>"Paste your own model's config.json"</summary>
            <label for=id.clone()>"config.json (Hugging Face format; only the RoPE keys are read)"</label>
            <textarea id=id data-testid="config-json" rows="6" spellcheck="false"
                prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev))></textarea>
            <Show when=move || !layers.with(Vec::is_empty)>
                <div class="control">
                    <label for=layer_id.clone()><span class="control-name">"layers to read (the config sets RoPE per layer type)"</span></label>
                    <select id=layer_id.clone() data-testid="config-layer"
                        on:change=move |ev| layer.set(event_target_value(&ev))>
                        {move || layers.get().into_iter().map(|name| {
                            let selected = name == layer.get_untracked()
                                || (layer.get_untracked().is_empty() && name == "full_attention");
                            view! { <option value=name.clone() selected=selected>{name.clone()}</option> }
                        }).collect_view()}
                    </select>
                </div>
            </Show>
            <button type="button" data-testid="config-load" on:click=load>"Load"</button>
            {move || message.get().map(|(is_error, m)| view! {
                <p class:field-error=is_error role=if is_error { "alert" } else { "status" } data-testid="config-message">{m}</p>
            })}
        </details>
    }
}

/// Method selector and the parameters of the chosen method.
#[component]
pub fn MethodControls() -> impl IntoView {
    let state = use_app_state();
    let method = Memo::new(move |_| state.params.with(|p| p.rope.scaling));
    let is = move |ms: &'static [Scaling]| move || ms.contains(&method.get());
    let attn_id = scoped_id("param-attn");
    let options = Scaling::ALL
        .iter()
        .map(|m| (m.slug().to_string(), m.label().to_string()))
        .collect();
    view! {
        <ParamSelect label="scaling method" key="scaling" options=options
            get=|p| p.rope.scaling.slug().to_string()
            set=|p, v| p.rope.scaling = Scaling::from_slug(v).unwrap_or(Scaling::None)/>
        <Show when=move || method.get() != Scaling::None>
            <KeySlider label="scale factor s" key="factor" min=1.0 max=64.0 step=0.25
                format=|v| format!("×{}", plain(v, 4)) exact=true/>
        </Show>
        <Show when=is(&[Scaling::Yarn])>
            <KeySlider label="beta_fast (turns)" key="beta_fast" min=1.0 max=128.0 step=1.0
                 format=|v| plain(v, 4) exact=true/>
            <KeySlider label="beta_slow (turns)" key="beta_slow" min=0.25 max=32.0 step=0.25
                 format=|v| plain(v, 4) exact=true/>
            <KeySlider label="mscale (0 = unset)" key="mscale" min=0.0 max=2.0 step=0.05
                 format=|v| plain(v, 3)/>
            <KeySlider label="mscale_all_dim (0 = unset)" key="mscale_all_dim" min=0.0 max=2.0 step=0.05
                 format=|v| plain(v, 3)/>
            <Checkbox label="truncate (whole-pair ramp edges)" testid="param-truncate"
                checked=Signal::derive(move || state.params.with(|p| p.rope.truncate))
                set=move |on| state.edit(|p| p.rope.truncate = on)/>
        </Show>
        <Show when=is(&[Scaling::Llama3])>
            <KeySlider label="low_freq_factor" key="low_freq_factor" min=0.25 max=8.0 step=0.25
                 format=|v| plain(v, 3) exact=true/>
            <KeySlider label="high_freq_factor" key="high_freq_factor" min=0.5 max=32.0 step=0.25
                 format=|v| plain(v, 3) exact=true/>
        </Show>
        <Show when=is(&[Scaling::LongRope])>
            <ListField label="short_factor (one divisor per pair)" key="short_factor" get=|p| p.rope.short_factor.clone() set=|p, v| p.rope.short_factor = v/>
            <ListField label="long_factor (used past the training length)" key="long_factor" get=|p| p.rope.long_factor.clone() set=|p, v| p.rope.long_factor = v/>
        </Show>
        <Show when=is(&[Scaling::Yarn, Scaling::LongRope])>
            <div class="control">
                <label for=attn_id.clone()><span class="control-name">"attention factor (empty = the method's own)"</span></label>
                <input id=attn_id.clone() type="number" step="any" data-testid="param-attn"
                    prop:value=move || state.params.with(|p| p.rope.attn.map(|a| a.to_string()).unwrap_or_default())
                    on:change=move |ev| { let v = event_target_value(&ev).trim().parse::<f64>().ok().filter(|v| v.is_finite() && *v > 0.0); state.edit(|p| p.rope.attn = v) }/>
            </div>
        </Show>
        <p class="hint">{move || state.params.with(|p| format!(
            "Training length {} tokens, inference length {} tokens (×{} of training).",
            tokens(p.rope.train_len_tokens as f64), tokens(p.rope.infer_len_tokens as f64), plain(p.rope.infer_len_tokens as f64 / p.rope.train_len_tokens as f64, 3)))}</p>
    }
}

/// Lengths and shape: d, base, training and inference lengths.
#[component]
pub fn LengthControls() -> impl IntoView {
    view! {
        <DimsAndBase/>
        <PartialShare/>
        <KeySlider label="training length" key="train" min=128.0 max=1e6 step=0.01 scale=SliderScale::Log10
            format=|v| format!("{} tokens", tokens(v)) exact=true/>
        <KeySlider label="inference length" key="infer" min=128.0 max=1e7 step=0.01 scale=SliderScale::Log10
            format=|v| format!("{} tokens", tokens(v)) exact=true/>
    }
}

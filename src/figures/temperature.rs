//! Figure `temperature`: a layer without RoPE sees no distance, so a long context spreads its
//! attention thin; Llama 4 sharpens those layers' queries as the position grows (a step every
//! `floor_scale` tokens), where YaRN multiplies by one constant for every position. Both are
//! drawn as what they do to a score: Llama 4 scales the query alone, YaRN the query and the key
//! (so a score by its factor squared). Under the chart, the layers of the page's model (Llama 4
//! Scout unless the preset is another model that mixes kinds of layers, such as Gemma 3).

use super::frame::FigureFrame;
use crate::format::{plain, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::layer_strip::LayerStrip;
use crate::widgets::readout::NumText;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::presets::{find, layer_stack, LayerStack};
use rope_math::research::llama4_attn_scale;
use rope_math::scaling::yarn_mscale;
use rope_params::figures::plot_of;

/// The models whose layers the figure offers, by preset id.
const MODELS: [(&str, &str); 2] = [
    ("llama-4-scout", "Llama 4 Scout"),
    ("gemma-3-27b", "Gemma 3 27B"),
];

/// The layers of the page's preset when it mixes kinds of layers, else Llama 4 Scout's.
fn stack_of(preset: Option<&str>) -> (String, Option<LayerStack>) {
    let stacked = |id: &str| {
        find(id).and_then(|p| layer_stack(p.config_json).map(|s| (p.label.to_string(), s)))
    };
    match preset.and_then(stacked).or_else(|| stacked(MODELS[0].0)) {
        Some((label, stack)) => (label, Some(stack)),
        None => (String::new(), None),
    }
}

/// The positions drawn, tokens.
const FROM_TOKENS: f64 = 1e3;
const TO_TOKENS: f64 = 1e7;
/// YaRN's stretch factors compared (its factor is one number for every position).
const YARN_STRETCH: [f64; 2] = [8.0, 32.0];

#[derive(Clone, Copy, Debug, PartialEq)]
struct Temp {
    pos: u64,
    floor_scale_tokens: u64,
    attn_scale: f64,
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    t: &Temp,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    let at = |pos: f64| llama4_attn_scale(pos as u64, t.floor_scale_tokens, t.attn_scale);
    let yarn_score = |s: f64| yarn_mscale(s, 1.0).powi(2);
    let hi = at(TO_TOKENS).max(
        YARN_STRETCH
            .iter()
            .map(|&s| yarn_score(s))
            .fold(1.0, f64::max),
    ) * 1.08;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        // Room for the last position label, "10 000 000", centred on the axis' end.
        .margin_right(style.px(34.0))
        .x_label_area_size(style.px(34.0))
        .y_label_area_size(style.px(48.0))
        .build_cartesian_2d((FROM_TOKENS..TO_TOKENS).log_scale(), 0.95f64..hi)?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("position, tokens")
        .y_desc("score multiplied by")
        .x_labels(5)
        .y_labels(5)
        .x_label_formatter(&|v| tokens(*v))
        .y_label_formatter(&|v| plain(*v, 3))
        .draw()?;
    for s in YARN_STRETCH {
        let y = yarn_score(s);
        chart.draw_series(DashedLineSeries::new(
            [(FROM_TOKENS, y), (TO_TOKENS, y)],
            style.px(4.0),
            style.px(3.0),
            style.foreground().mix(0.6).stroke_width(style.px(1.0)),
        ))?;
        chart.draw_series([Text::new(
            format!(
                "YaRN, s = {s}: ×{} (q and k each ×{})",
                plain(y, 4),
                plain(yarn_mscale(s, 1.0), 4)
            ),
            (FROM_TOKENS * 1.15, y),
            font.clone().pos(Pos::new(HPos::Left, VPos::Bottom)),
        )])?;
    }
    // The step curve: sampled densely on the log axis, so each step shows as a rise.
    let points: Vec<(f64, f64)> = (0..=600)
        .map(|k| {
            let pos = FROM_TOKENS * (TO_TOKENS / FROM_TOKENS).powf(k as f64 / 600.0);
            (pos, at(pos))
        })
        .collect();
    chart.draw_series(LineSeries::new(
        points,
        style.highlight().stroke_width(style.px(2.5)),
    ))?;
    chart.draw_series([Text::new(
        "Llama 4, layers without RoPE",
        (TO_TOKENS / 1.2, at(TO_TOKENS)),
        font.clone()
            .color(&style.highlight())
            .pos(Pos::new(HPos::Right, VPos::Bottom)),
    )])?;
    let pos = t.pos as f64;
    if (FROM_TOKENS..=TO_TOKENS).contains(&pos) {
        chart.draw_series([Circle::new(
            (pos, at(pos)),
            style.px(5.0),
            style.highlight().filled(),
        )])?;
    }
    Ok(())
}

#[component]
pub fn TemperatureFigure() -> impl IntoView {
    let state = use_app_state();
    let temp = Memo::new(move |_| {
        state.params.with(|p| Temp {
            pos: p.probe.m,
            floor_scale_tokens: p.figures.temperature.floor_scale_tokens,
            attn_scale: p.figures.temperature.attn_scale,
        })
    });
    let scale = Signal::derive(move || {
        temp.with(|t| llama4_attn_scale(t.pos, t.floor_scale_tokens, t.attn_scale))
    });
    let label = Signal::derive(move || {
        temp.with(|t| {
            format!(
                "How much Llama 4 multiplies the queries, and so the scores, of its layers without RoPE, against the position on a log axis: 1 up to {} tokens, then a step every {} tokens, {} at position {}. \
                 Dashed: what YaRN does to every score for stretches of 8 and 32 (its factor on q and on k, squared).",
                tokens(t.floor_scale_tokens as f64 - 1.0),
                tokens(t.floor_scale_tokens as f64),
                plain(scale.get(), 4),
                tokens(t.pos as f64)
            )
        })
    });
    // The preset alone, so the config is read again only when the model changes.
    let preset = Memo::new(move |_| state.params.with(|p| p.preset.clone()));
    let layers = Memo::new(move |_| preset.with(|p| stack_of(p.as_deref())));
    let stack = Signal::derive(move || layers.with(|(_, s)| s.clone()));
    let strip_label = Signal::derive(move || {
        layers.with(|(name, s)| {
            s.as_ref().map_or(String::new(), |s| {
                let (no_rope, local, global) = s.counts();
                format!(
                    "The {} layers of {name}, in order: {local} rotating within a window or chunk, {global} rotating over the whole text, {no_rope} without RoPE.",
                    s.layers.len()
                )
            })
        })
    });
    let model_buttons = MODELS
        .iter()
        .map(|&(id, name)| {
            let pick = move |_| {
                // `apply`, not `edit`: a preset keeps its label (which the strip reads).
                state.apply(|p| {
                    if let Some(preset) = find(id) {
                        p.set_preset(preset);
                    }
                })
            };
            let shown = move || layers.with(|(label, _)| find(id).is_some_and(|p| p.label == label));
            view! { <button type="button" data-testid=format!("layers-{id}") aria-pressed=move || shown().to_string() on:click=pick>{name}</button> }
        })
        .collect_view();
    view! {
        <FigureFrame slug="temperature" caption="Llama 4 sharpens its layers without RoPE as the position grows, a step every floor_scale tokens; YaRN scales every score by one constant. The strip: each layer of the model.">
            <PlotCanvas testid=plot_of("temperature") label=label aspect=0.36 min_height_css_px=184.0 max_height_css_px=184.0
                picture=paint(move |area, style| temp.with(|t| draw(&area, t, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                {move || format!("at position {}, a layer without RoPE multiplies its query (so its scores) by ", tokens(temp.with(|t| t.pos) as f64))}
                <NumText testid="attn-scale" value=scale shown=Signal::derive(move || plain(scale.get(), 4))/>
            </p>
            <p class="figure-row layer-models" role="group" aria-label="the model whose layers the strip shows">{model_buttons}</p>
            <LayerStrip stack=stack label=strip_label/>
            <div class="controls compact">
                <KeySlider label="position" key="m" min=1e3 max=1e7 step=0.01 scale=SliderScale::Log10
                    format=|v| format!("{} tokens", tokens(v))/>
                <KeySlider label="attn_scale" key="attn_scale" min=0.0 max=0.5 step=0.01
                    format=|v| plain(v, 3)/>
            </div>
        </FigureFrame>
    }
}

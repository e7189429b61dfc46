//! Figure `per-pair-scaling`: every scaling method as one curve, the factor it multiplies each
//! pair's frequency by (1 = kept, 1/s = squeezed like interpolation), on one model's numbers;
//! the chosen method bold, with its band edges and its attention temperature.

use super::frame::FigureFrame;
use crate::format::{plain, sig};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::svg_draw;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::live_rows::Cells;
use crate::widgets::pair_table::PairTable;
use crate::widgets::readout::NumText;
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::ParamSlider;
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::{frequencies, Band, Choice, Detail, Frequencies, Params, Rope, Scaling};

/// The methods drawn: every scaling method (plain RoPE is the line at 1).
fn scaling_methods() -> impl Iterator<Item = &'static Scaling> {
    Scaling::ALL
        .iter()
        .filter(|m| **m != Scaling::None && m.extends_context())
}

/// Every method's frequencies on the same settings, and which is chosen.
#[derive(Clone, Debug, PartialEq)]
struct Methods {
    all: Vec<(Scaling, Frequencies)>,
    chosen: Scaling,
}

fn compute(rope: &Rope) -> Methods {
    let all = scaling_methods()
        .map(|&m| {
            (
                m,
                frequencies(&Rope {
                    scaling: m,
                    ..rope.clone()
                }),
            )
        })
        .collect();
    Methods {
        all,
        chosen: rope.scaling,
    }
}

/// Where a method's bands meet, as pair positions with a name: YaRN's ramp ends (β_fast,
/// β_slow) and Llama 3's wavelength edges (L/high, L/low).
fn band_edges(detail: &Detail) -> Vec<(f64, &'static str)> {
    match detail {
        Detail::Yarn { low, high, .. } => vec![(*low, "β_fast"), (*high, "β_slow")],
        Detail::Llama3 { bands, .. } => {
            let first = |b: Band| bands.iter().position(|x| *x == b).map(|i| i as f64 - 0.5);
            [(first(Band::Medium), "L/high"), (first(Band::Low), "L/low")]
                .into_iter()
                .filter_map(|(x, name)| x.map(|x| (x, name)))
                .collect()
        }
        _ => Vec::new(),
    }
}

/// Label heights at the right end, pushed apart so none overlaps (`gap` in the axis' units).
fn spread(mut ys: Vec<(usize, f64)>, gap: f64) -> Vec<(usize, f64)> {
    ys.sort_by(|a, b| a.1.total_cmp(&b.1));
    for k in 1..ys.len() {
        if ys[k].1 < ys[k - 1].1 + gap {
            ys[k].1 = ys[k - 1].1 + gap;
        }
    }
    ys
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    m: &Methods,
    style: &PlotStyle,
) -> DrawResult {
    let Some(n) = m.all.first().map(|(_, f)| f.inv_freq.len()) else {
        return Ok(());
    };
    let multipliers: Vec<Vec<f64>> = m.all.iter().map(|(_, f)| f.multipliers()).collect();
    let lo = multipliers
        .iter()
        .flatten()
        .cloned()
        .fold(1.0, f64::min)
        .max(1e-12);
    let hi = multipliers.iter().flatten().cloned().fold(1.0, f64::max);
    let font = style.label_font();
    let x_end = n as f64 - 0.5 + (n as f64 * 0.22).max(3.0);
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .x_label_area_size(style.px(32.0))
        .y_label_area_size(style.px(52.0))
        .build_cartesian_2d(-0.5f64..x_end, (lo / 1.6..hi * 1.6).log_scale())?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("pair i (fast → slow)")
        .y_desc("θ multiplied by")
        .x_labels(6)
        .y_labels(6)
        .x_label_formatter(&|v| {
            if *v <= n as f64 {
                format!("{}", v.round() as i64)
            } else {
                String::new()
            }
        })
        .y_label_formatter(&|v| {
            if *v >= 1.0 {
                plain(*v, 2)
            } else {
                format!("1/{}", plain(1.0 / *v, 2))
            }
        })
        .draw()?;
    let faint = style.foreground().mix(0.35);
    for ((method, _), mult) in m.all.iter().zip(&multipliers) {
        let (colour, width) = if *method == m.chosen {
            (style.accent().to_rgba(), 3.0)
        } else {
            (faint, 1.5)
        };
        chart.draw_series(LineSeries::new(
            mult.iter().enumerate().map(|(i, &x)| (i as f64, x)),
            colour.stroke_width(style.px(width)),
        ))?;
    }
    if let Some(k) = m.all.iter().position(|(method, _)| *method == m.chosen) {
        let radius = style.px(if n > 64 { 2.0 } else { 3.0 });
        chart.draw_series(
            multipliers[k].iter().enumerate().map(|(i, &x)| {
                Circle::new((i as f64, x), radius, style.pair_colour(i, n).filled())
            }),
        )?;
        for (x, name) in band_edges(&m.all[k].1.detail) {
            chart.draw_series(DashedLineSeries::new(
                [(x, lo / 1.5), (x, hi * 1.5)],
                style.px(4.0),
                style.px(3.0),
                style.foreground().mix(0.7).stroke_width(style.px(1.0)),
            ))?;
            chart.draw_series([Text::new(
                name,
                (x, hi * 1.45),
                font.clone().pos(Pos::new(HPos::Center, VPos::Top)),
            )])?;
        }
    }
    // Names at the right end, in log units apart so they never overlap.
    let (plot_h, ratio) = (
        f64::from(area.dim_in_pixel().1) * 0.8,
        (hi * 1.6 / (lo / 1.6)).ln(),
    );
    let gap = ratio * f64::from(style.px(13.0)) / plot_h.max(1.0);
    let ends = multipliers
        .iter()
        .enumerate()
        .map(|(k, mult)| (k, mult.last().copied().unwrap_or(1.0).ln()))
        .collect();
    for (k, y_ln) in spread(ends, gap) {
        let (method, _) = &m.all[k];
        let colour = if *method == m.chosen {
            style.accent().to_rgba()
        } else {
            style.foreground().mix(0.75)
        };
        let label_font = font
            .clone()
            .color(&colour)
            .pos(Pos::new(HPos::Left, VPos::Center));
        chart.draw_series([Text::new(
            method.slug(),
            (n as f64 - 0.2, y_ln.exp()),
            label_font,
        )])?;
    }
    Ok(())
}

#[component]
pub fn PerPairScalingFigure() -> impl IntoView {
    let state = use_app_state();
    let rope = Memo::new(move |_| state.params.with(|p| p.rope.clone()));
    let methods = Memo::new(move |_| rope.with(compute));
    let chosen = Memo::new(move |_| {
        methods.with(|m| {
            m.all
                .iter()
                .find(|(s, _)| *s == m.chosen)
                .map(|(_, f)| f.clone())
        })
    });
    let num_pairs = Signal::derive(move || rope.with(|r| r.num_pairs()));
    let attention =
        Signal::derive(move || chosen.with(|f| f.as_ref().map_or(1.0, |f| f.attention_factor)));
    let label = Signal::derive(move || {
        rope.with(|r| {
            let chosen = chosen.get();
            let mult = chosen.as_ref().map(Frequencies::multipliers).unwrap_or_default();
            format!(
                "What each of the six scaling methods multiplies each pair's frequency by, for d = {}, base {}, factor {}, trained to {} and run to {} tokens, on a log axis. \
                 {} is drawn bold: pair 0 × {}, pair {} × {}; attention factor {}.",
                r.d, plain(r.base, 6), plain(r.factor, 4), r.train_len_tokens, r.infer_len_tokens,
                r.scaling.label(),
                sig(mult.first().copied().unwrap_or(1.0), 4),
                mult.len().saturating_sub(1),
                sig(mult.last().copied().unwrap_or(1.0), 4),
                plain(chosen.as_ref().map_or(1.0, |f| f.attention_factor), 6),
            )
        })
    });
    let options = scaling_methods()
        .map(|m| (m.slug().to_string(), m.label().to_string()))
        .collect();
    view! {
        <FigureFrame slug="per-pair-scaling" caption="Grey: every method; bold: the chosen one, with its band edges. Only YaRN and Llama 3 keep a band of fast pairs exactly.">
            <PlotCanvas testid="plot-per-pair" label=label aspect=0.42 min_height_css_px=230.0 max_height_css_px=240.0
                draw=move |area, style| methods.with(|m| draw(&area, m, style))
                svg=svg_draw(move |area, style| methods.with(|m| draw(&area, m, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                {move || rope.with(|r| r.scaling.label())} ": attention factor "
                <NumText testid="attention-factor" value=attention shown=Signal::derive(move || plain(attention.get(), 6))/>
                ", so every score is multiplied by "
                <NumText testid="logit-scale" value=Signal::derive(move || attention.get().powi(2)) shown=Signal::derive(move || plain(attention.get().powi(2), 6))/> "."
            </p>
            <div class="controls compact">
                <ParamSelect label="method in bold" key="scaling" options=options
                    get=|p| p.rope.scaling.slug().to_string()
                    set=|p, v| p.rope.scaling = Scaling::from_slug(v).unwrap_or(Scaling::Yarn)/>
                <ParamSlider label="factor s" key="factor" min=1.0 max=64.0 step=0.5
                    get=|p| p.rope.factor set=|p: &mut Params, v: f64| p.rope.factor = v
                    format=|v| format!("×{}", plain(v, 4))/>
            </div>
            <PairTable testid="pair-multipliers" summary="the bold method's multiplier for every pair (table)"
                caption="scaled θᵢ / unscaled θᵢ, and both frequencies in radians per token"
                columns=&[("multiplier", Some("multiplier")), ("scaled θᵢ", None), ("unscaled θᵢ", None)]
                rows=num_pairs num_pairs=num_pairs
                fill=move |cells: &mut Cells| chosen.with(|f| {
                    if let Some(f) = f {
                        for ((x, scaled), unscaled) in f.multipliers().into_iter().zip(&f.inv_freq).zip(&f.original) {
                            cells.number(x, || sig(x, 6));
                            cells.number(*scaled, || sig(*scaled, 6));
                            cells.number(*unscaled, || sig(*unscaled, 6));
                        }
                    }
                })/>
        </FigureFrame>
    }
}

//! Figure `decay-myth` (Barbero et al. 2025): the score's fall with distance belongs to the
//! vectors, not the rotation. For q = k (ones, or one Gaussian vector) the score averages
//! Σ 2cos(Δθᵢ), which falls from d; for independent Gaussian q and k it averages 0 with the same
//! spread √d at every offset, because rotating an isotropic key changes nothing about it.

use super::frame::FigureFrame;
use crate::format::{plain, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::{Num, NumText};
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::decay::{
    decay_columns, draw as draw_vectors, expected_score, score_sd, DecayVectors,
};
use rope_math::envelope::AxisScale;
use rope_math::freq::default_inv_freq;
use rope_math::{Choice, VecChoice};
use rope_params::figures::plot_of;

/// The offsets the table lists (and whose hooks outside tools read), tokens.
const TABLE_OFFSETS: [u64; 14] = [
    0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000,
];
/// The far offset the readout quotes, tokens.
const FAR_TOKENS: u64 = 1000;

/// What the chart shows.
#[derive(Clone, Debug, PartialEq)]
struct Decay {
    d: usize,
    inv_freq: Vec<f64>,
    vectors: DecayVectors,
    seed: u64,
    span_tokens: u64,
}

fn vectors_of(choice: VecChoice) -> DecayVectors {
    match choice {
        VecChoice::GaussianSame => DecayVectors::GaussianSame,
        VecChoice::Random => DecayVectors::Gaussian,
        // The pairs panel's own vectors are not a distribution: the figure shows ones.
        VecChoice::Ones | VecChoice::Custom => DecayVectors::Ones,
    }
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    s: &Decay,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    let sample = draw_vectors(s.vectors, s.seed, s.inv_freq.len());
    let columns = (area.dim_in_pixel().0 as usize / 2).clamp(60, 700);
    let cols = decay_columns(
        &s.inv_freq,
        s.vectors,
        &sample,
        s.span_tokens,
        columns,
        AxisScale::Log,
    );
    let (lo, hi) = cols.iter().fold((0.0f64, s.d as f64), |(l, h), c| {
        (
            l.min(c.band.0).min(c.sample.0),
            h.max(c.band.1).max(c.sample.1),
        )
    });
    let pad = (hi - lo) * 0.05;
    let span = s.span_tokens.max(2) as f64;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .margin_right(style.px(16.0))
        .x_label_area_size(style.px(34.0))
        .y_label_area_size(style.px(46.0))
        .build_cartesian_2d((1.0..span).log_scale(), (lo - pad)..(hi + pad))?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("offset m − n, tokens (log)")
        .y_desc("score q·k")
        .x_labels(5)
        .y_labels(6)
        .x_label_formatter(&|v| tokens(*v))
        .y_label_formatter(&|v| plain(*v, 3))
        .draw()?;
    let x = |c: &rope_math::decay::DecayColumn| (c.first_offset as f64).max(1.0);
    // Each series as the polygon of its per-column extremes (see `decay_columns`).
    let hull = |pick: fn(&rope_math::decay::DecayColumn) -> (f64, f64)| -> Vec<(f64, f64)> {
        cols.iter()
            .map(|c| (x(c), pick(c).1))
            .chain(cols.iter().rev().map(|c| (x(c), pick(c).0)))
            .collect()
    };
    // The spread of the draws: ±1 standard deviation around the average.
    chart.draw_series([Polygon::new(
        hull(|c| c.band),
        style.foreground().mix(0.16).filled(),
    )])?;
    chart.draw_series([Polygon::new(hull(|c| c.mean), style.foreground().filled())])?;
    chart.draw_series([PathElement::new(
        hull(|c| c.mean),
        style.foreground().stroke_width(style.px(1.5)),
    )])?;
    // One draw, thin, on top: the vectors the reader drew.
    if s.vectors != DecayVectors::Ones {
        let sample: Vec<(f64, f64)> = cols
            .iter()
            .flat_map(|c| [(x(c), c.sample.0), (x(c), c.sample.1)])
            .collect();
        chart.draw_series(LineSeries::new(
            sample,
            style.highlight().stroke_width(style.px(1.0)),
        ))?;
    }
    let legend: &[(&str, RGBColor)] = match s.vectors {
        DecayVectors::Ones => &[("q = k = ones: no spread", style.foreground())],
        _ => &[
            ("dark: the average", style.foreground()),
            ("grey: ±1 sd of the draws", style.foreground()),
            ("thin: one draw", style.highlight()),
        ],
    };
    let line_px = f64::from(style.px(15.0));
    // Top right, where every curve is lowest, one line each (a phone's chart is narrow).
    let plot = chart.plotting_area().strip_coord_spec();
    let right_px = plot.dim_in_pixel().0 as i32 - style.px(4.0) as i32;
    for (k, (text, colour)) in legend.iter().enumerate() {
        plot.draw(&Text::new(
            *text,
            (right_px, style.px(2.0) as i32 + (k as f64 * line_px) as i32),
            font.clone()
                .color(colour)
                .pos(Pos::new(HPos::Right, VPos::Top)),
        ))?;
    }
    Ok(())
}

#[component]
pub fn DecayMythFigure() -> impl IntoView {
    let state = use_app_state();
    let decay = Memo::new(move |_| {
        state.params.with(|p| Decay {
            d: p.rope.d,
            inv_freq: default_inv_freq(p.rope.d, p.rope.base),
            vectors: vectors_of(p.probe.vec),
            seed: p.probe.seed,
            span_tokens: p.view.span_tokens,
        })
    });
    let mean_at = move |offset: u64| {
        Signal::derive(move || {
            decay.with(|s| expected_score(&s.inv_freq, s.vectors, offset as f64))
        })
    };
    let sd_at = move |offset: u64| {
        Signal::derive(move || decay.with(|s| score_sd(&s.inv_freq, s.vectors, offset as f64)))
    };
    let (near, far, far_sd) = (mean_at(0), mean_at(FAR_TOKENS), sd_at(FAR_TOKENS));
    let label = Signal::derive(move || {
        decay.with(|s| {
            let what = match s.vectors {
                DecayVectors::Ones => "q and k both all ones",
                DecayVectors::GaussianSame => "one Gaussian vector as both q and k",
                DecayVectors::Gaussian => "independent Gaussian q and k",
            };
            format!(
                "The score against the offset up to {} tokens on a log axis, for {what}, d = {}: the average is {} at offset 0 and {} at offset {}, \
                 and one draw strays from it by about {} there.",
                tokens(s.span_tokens as f64),
                s.d,
                plain(near.get(), 3),
                plain(far.get(), 3),
                tokens(FAR_TOKENS as f64),
                plain(far_sd.get(), 3)
            )
        })
    });
    let rows = TABLE_OFFSETS
        .iter()
        .map(|&offset| {
            view! {
                <tr>
                    <th scope="row">{tokens(offset as f64)}</th>
                    <td><Num testid=format!("expected-score-{offset}") value=mean_at(offset) digits=3/></td>
                    <td><Num testid=format!("score-sd-{offset}") value=sd_at(offset) digits=3/></td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <FigureFrame slug="decay-myth" caption="A query that points along its key scores less, on average, the farther away the key is; independent random vectors average 0 at every offset, with the same spread.">
            <PlotCanvas testid=plot_of("decay-myth") label=label aspect=0.4 min_height_css_px=200.0 max_height_css_px=230.0
                picture=paint(move |area, style| decay.with(|s| draw(&area, s, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                "averaged over draws, the score is "
                <NumText testid="decay-near" value=near shown=Signal::derive(move || plain(near.get(), 3))/>
                " at offset 0 and "
                <NumText testid="decay-far" value=far shown=Signal::derive(move || plain(far.get(), 3))/>
                {format!(" at offset {}; one draw strays from that by about ", tokens(FAR_TOKENS as f64))}
                <NumText testid="decay-far-sd" value=far_sd shown=Signal::derive(move || plain(far_sd.get(), 3))/>
            </p>
            <div class="controls compact">
                <ParamSelect label="q and k" key="vec"
                    options=vec![
                        ("ones".into(), "q = k = ones".into()),
                        ("gaussian-same".into(), "q = k, random".into()),
                        ("random".into(), "q, k independent".into()),
                    ]
                    get=|p| match p.probe.vec { VecChoice::Custom => "ones".to_string(), v => v.slug().to_string() }
                    set=|p, v| p.probe.vec = VecChoice::from_slug(v).unwrap_or(VecChoice::Ones)/>
                <KeySlider label="base" key="base" min=1e2 max=1e7 step=0.01 scale=SliderScale::Log10
                    format=|v| plain(v, 4)/>
                <button type="button" data-testid="decay-redraw"
                    on:click=move |_| state.edit(|p| p.probe.seed = p.probe.seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407) % 1_000_000)>
                    "new draw"
                </button>
            </div>
            <details class="figure-table">
                <summary>"the average and spread at chosen offsets (table)"</summary>
                <div class="table-scroll">
                    <table class="value-grid">
                        <caption>"The score's average over draws of q and k, and its standard deviation, by offset"</caption>
                        <thead><tr><th scope="col">"offset, tokens"</th><th scope="col">"average score"</th><th scope="col">"sd"</th></tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </div>
            </details>
        </FigureFrame>
    }
}

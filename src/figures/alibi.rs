//! Figure `alibi`: ALiBi turns nothing; it subtracts slope × distance from every score, one
//! slope per head. Left, every head's penalty against distance on its own axis; right, RoPE's
//! score against distance (the score view's chart); both with the training length marked.

use super::frame::FigureFrame;
use crate::format::{plain, sig, tokens};
use crate::panels::score::{draw_total, use_score_data, Marks, ScoreData};
use crate::plot::blit::RgbaBlit;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{two_parts, y_label_room, DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use crate::widgets::slider::KeySlider;
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::alibi::{alibi_bias, alibi_slopes};
use rope_params::figures::plot_of;

/// The sliders' range of heads (models use 8 to 32; the URL takes up to 128).
const MAX_HEADS_SLIDER: f64 = 32.0;

/// The heads' slopes and which one is compared.
#[derive(Clone, Debug, PartialEq)]
struct Heads {
    slopes: Vec<f64>,
    /// Counted from 0.
    head: usize,
    span_tokens: u64,
    train_len_tokens: u64,
}

/// A slope as a power of two where it is one (`2^-3`), else its value.
fn slope_words(slope: f64) -> String {
    let exp = slope.log2();
    if (exp - exp.round()).abs() < 1e-9 {
        format!("1/{}", plain(2f64.powf(-exp.round()), 6))
    } else {
        plain(slope, 4)
    }
}

fn penalties<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    h: &Heads,
    style: &PlotStyle,
) -> DrawResult {
    let span = h.span_tokens.max(2) as f64;
    let steepest = h.slopes.first().copied().unwrap_or(0.5);
    // Scaled to the chosen head, so its line is readable however gentle; steeper heads leave
    // through the floor.
    let chosen = h.slopes.get(h.head).copied().unwrap_or(steepest);
    let bottom = (alibi_bias(chosen, span) * 1.6).min(-1.0);
    let font = style.label_font();
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .margin_right(style.px(14.0))
        .caption(
            format!("ALiBi: −slope × distance, {} heads", h.slopes.len()),
            font.clone(),
        )
        .x_label_area_size(style.px(36.0))
        .y_label_area_size(style.px(52.0))
        // A little room over 0, so the axis's "0" stands clear of the title above it.
        .build_cartesian_2d(0.0..span, bottom..(-bottom * 0.06))?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("distance m − n, tokens")
        // A short chart (a slide's box, a phone) names its axis in one word, so the name fits
        // beside the axis and never reaches the title.
        .y_desc(if y_label_room(area.dim_in_pixel().1, style, 5) < 5 {
            "penalty"
        } else {
            "added to the score"
        })
        .x_labels(4)
        .y_labels(y_label_room(area.dim_in_pixel().1, style, 5))
        .x_label_formatter(&|v| tokens(*v))
        .y_label_formatter(&|v| plain(*v, 3))
        .draw()?;
    for (k, &slope) in h.slopes.iter().enumerate() {
        let (colour, width) = if k == h.head {
            (style.highlight().to_rgba(), 3.0)
        } else {
            (style.foreground().mix(0.3), 1.2)
        };
        // Each line ends where it leaves the chart, so a steep head keeps its own slope
        // instead of being clipped into the corner.
        let end = if alibi_bias(slope, span) < bottom {
            (bottom / -slope, bottom)
        } else {
            (span, alibi_bias(slope, span))
        };
        chart.draw_series(LineSeries::new(
            [(0.0, 0.0), end],
            colour.stroke_width(style.px(width)),
        ))?;
    }
    let train = h.train_len_tokens as f64;
    if train <= span {
        chart.draw_series(DashedLineSeries::new(
            [(train, bottom), (train, 0.0)],
            style.px(4.0),
            style.px(3.0),
            style.training().stroke_width(style.px(1.0)),
        ))?;
        chart.draw_series([Text::new(
            format!("trained {}", tokens(train)),
            (train, bottom * 0.02),
            font.clone().pos(Pos::new(HPos::Left, VPos::Top)),
        )])?;
    }
    if let Some(&slope) = h.slopes.get(h.head) {
        // The chosen head's name where its line leaves the chart (bottom or right edge).
        let end = if alibi_bias(slope, span) < bottom {
            (bottom / -slope, bottom)
        } else {
            (span, alibi_bias(slope, span))
        };
        let label = format!("head {}: slope {}", h.head + 1, slope_words(slope));
        // Set where its own line does not run through it: a line leaving by the right edge
        // falls from the upper left, so its name goes under the end, to the left; one leaving
        // by the floor gets its name beside the exit, turned inwards, above the floor.
        let pos = if end.0 >= span {
            Pos::new(HPos::Right, VPos::Top)
        } else if end.0 < span / 2.0 {
            Pos::new(HPos::Left, VPos::Bottom)
        } else {
            Pos::new(HPos::Right, VPos::Bottom)
        };
        // On a pale backing: the training line and the other heads' lines may cross it.
        let ink = style.highlight();
        let font = font.clone().color(&ink).pos(pos);
        let (ax, ay) = chart.backend_coord(&end);
        let (bx, by) = area.get_base_pixel();
        let at = (ax - bx, ay - by);
        let (tw, th) = area.estimate_text_size(&label, &font)?;
        let (tw, th) = (tw as i32, th as i32);
        let left = match pos.h_pos {
            HPos::Left => at.0,
            HPos::Right => at.0 - tw,
            HPos::Center => at.0 - tw / 2,
        };
        let top = match pos.v_pos {
            VPos::Top => at.1,
            VPos::Bottom => at.1 - th,
            VPos::Center => at.1 - th / 2,
        };
        let pad = style.px(2.0) as i32;
        area.draw(&Rectangle::new(
            [(left - pad, top - pad), (left + tw + pad, top + th + pad)],
            style.background().mix(0.85).filled(),
        ))?;
        area.draw(&Text::new(label, at, font))?;
    }
    Ok(())
}

fn draw<DB: RgbaBlit>(
    area: &DrawingArea<DB, Shift>,
    h: &Heads,
    data: &ScoreData,
    style: &PlotStyle,
) -> DrawResult {
    let (left, right) = two_parts(area, style, 560.0, 0.5, 0.5);
    penalties(&left, h, style)?;
    // RoPE's score keeps its own axis: a penalty drawn on it would read as a score.
    let marks = Marks {
        lengths: true,
        cursor_offset: None,
        alibi: None,
    };
    draw_total(&right, data, &marks, style)
}

#[component]
pub fn AlibiFigure() -> impl IntoView {
    let state = use_app_state();
    let (_, data) = use_score_data(state);
    let heads = Memo::new(move |_| {
        state.params.with(|p| Heads {
            slopes: alibi_slopes(p.view.alibi_heads),
            head: p.view.alibi_head.saturating_sub(1),
            span_tokens: p.view.span_tokens,
            train_len_tokens: p.rope.train_len_tokens,
        })
    });
    // The chosen head's penalty at the training length, and what softmax makes of it: the
    // weight of a token that far back is multiplied by e^penalty.
    let penalty_train = Signal::derive(move || {
        heads.with(|h| {
            h.slopes
                .get(h.head)
                .map_or(0.0, |&s| alibi_bias(s, h.train_len_tokens as f64))
        })
    });
    let weight_train = Signal::derive(move || penalty_train.get().exp());
    let label = Signal::derive(move || {
        heads.with(|h| {
            format!(
                "Left: ALiBi's penalty −slope × distance for each of {} heads up to {} tokens, slopes from {} to {}; head {} in bold; the training length, {} tokens, dashed. \
                 Right: RoPE's score against distance for the same span, on its own axis.",
                h.slopes.len(),
                tokens(h.span_tokens as f64),
                h.slopes.first().map_or_else(String::new, |s| slope_words(*s)),
                h.slopes.last().map_or_else(String::new, |s| slope_words(*s)),
                h.head + 1,
                tokens(h.train_len_tokens as f64),
            )
        })
    });
    let slope_rows = move || {
        heads.with(|h| {
            h.slopes
                .iter()
                .enumerate()
                .map(|(k, &slope)| {
                    let bias = alibi_bias(slope, h.span_tokens as f64);
                    view! {
                        <tr>
                            <th scope="row">{k + 1}</th>
                            <td class="num" data-testid=format!("alibi-slope-{}", k + 1) data-value=slope.to_string()>{slope_words(slope)}</td>
                            <td>{plain(bias, 4)}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <FigureFrame slug="alibi" caption="Each ALiBi head lowers a score in proportion to the distance, steeply or gently, and keeps lowering it past the training length; RoPE's score, on its own axis, wanders with the distance.">
            <PlotCanvas testid=plot_of("alibi") label=label min_height_css_px=250.0 max_height_css_px=300.0
                height_for_width=Callback::new(|w: f64| if w >= 560.0 { 250.0 } else { 285.0 })
                picture=paint(move |area, style| heads.with(|h| data.with(|d| draw(&area, h, d, style))))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                {move || format!("head {}, {} tokens back (trained length): penalty ", heads.with(|h| h.head + 1), tokens(heads.with(|h| h.train_len_tokens) as f64))}
                <NumText testid="alibi-penalty-train" value=penalty_train shown=Signal::derive(move || plain(penalty_train.get(), 4))/>
                ", weight × "
                <NumText testid="alibi-weight-train" value=weight_train shown=Signal::derive(move || sig(weight_train.get(), 2))/>
            </p>
            <div class="controls compact">
                // Clamping keeps the bold head among the heads when their count drops.
                <KeySlider label="heads" key="heads" min=1.0 max=MAX_HEADS_SLIDER format=|v| format!("{v}")/>
                <KeySlider label="head in bold" key="head" min=1.0 max=MAX_HEADS_SLIDER format=|v| format!("{v}")/>
            </div>
            <details class="table-wrap">
                <summary>"every head's slope (table)"</summary>
                <div class="table-scroll">
                    <table data-testid="alibi-slopes">
                        <caption>{move || format!("slope, and the penalty at {} tokens", tokens(heads.with(|h| h.span_tokens) as f64))}</caption>
                        <thead><tr><th scope="col">"head"</th><th scope="col">"slope"</th><th scope="col">"penalty"</th></tr></thead>
                        <tbody>{slope_rows}</tbody>
                    </table>
                </div>
            </details>
        </FigureFrame>
    }
}

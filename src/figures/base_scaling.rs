//! Figure `base-scaling`: raising the base from 10000 slows every pair but the first, the slow
//! ones most. Left, how many times slower each pair turns; right, one pair's dial: the angles
//! training showed it at the old base, and where the longer length takes it at each base.

use super::base_scaling_bases::{Bases, OLD_BASE};
use super::base_scaling_table::RaisedTable;
use super::frame::FigureFrame;
use crate::format::{plain, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::dial::{draw_dial, Dial, Hand};
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{two_parts, DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::freq::default_inv_freq;
use rope_params::figures::plot_of;

/// An angle as the reader can picture it: degrees below a turn, else turns.
fn angle_words(angle_rad: f64) -> String {
    let deg = angle_rad.to_degrees();
    if deg < 360.0 {
        format!("{}°", plain(deg, 3))
    } else {
        let turns = plain(deg / 360.0, 3);
        let unit = if turns == "1" { "turn" } else { "turns" };
        format!("{turns} {unit}")
    }
}

/// The log axis's labelled values up to `top`: 1, 2 and 5 times each power of ten where the
/// chart is tall enough (the story asks the reader to read √50 ≈ 7 off it), else the powers
/// of ten alone.
fn slowdown_keys(top: f64, roomy: bool) -> Vec<f64> {
    let leads: &[f64] = if roomy { &[1.0, 2.0, 5.0] } else { &[1.0] };
    let mut keys = Vec::new();
    let mut decade = 1.0;
    while decade <= top {
        keys.extend(leads.iter().map(|l| l * decade).filter(|v| *v <= top));
        decade *= 10.0;
    }
    keys
}

fn slowdown_chart<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    b: &Bases,
    style: &PlotStyle,
) -> DrawResult {
    let n = b.old.len();
    let top = (0..n).map(|i| b.slowdown(i)).fold(1.0, f64::max);
    let font = style.label_font();
    let pad = (n as f64 * 0.03).max(0.5);
    let y_top = top * 1.4;
    let roomy = style.css_px(area.dim_in_pixel().1) >= 190.0;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .x_label_area_size(style.px(36.0))
        .y_label_area_size(style.px(44.0))
        .caption(
            format!("times slower at base {}", plain(b.new_base, 3)),
            font.clone(),
        )
        // A few pairs' room at each end, so the chosen pair's ring is not cut at the edge.
        .build_cartesian_2d(
            -0.5 - pad..(n as f64 - 0.5).max(0.5) + pad,
            (0.8..y_top).log_scale(),
        )?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("pair i (fast → slow)")
        .x_labels(5)
        // Plotters names 1× and 10× here; 2×, 5× and the rest are written below.
        .y_labels(5)
        .x_label_formatter(&|v| format!("{}", v.round() as i64))
        .y_label_formatter(&|v| format!("{}×", plain(*v, 2)))
        .draw()?;
    // 2× and 5× each decade, in the axis's own font beside it (plotters' own log ticks, asked
    // for more, named 10 twice; a second axis type would cost kilobytes of code).
    let base_px = area.get_base_pixel();
    for v in slowdown_keys(y_top, roomy)
        .into_iter()
        .filter(|v| (v.log10() - v.log10().round()).abs() > 1e-9)
    {
        let (x_px, y_px) = chart.backend_coord(&(-0.5 - pad, v));
        area.draw(&Text::new(
            format!("{}×", plain(v, 2)),
            (x_px - base_px.0 - style.px(6.0) as i32, y_px - base_px.1),
            font.pos(Pos::new(HPos::Right, VPos::Center)),
        ))?;
    }
    let radius = style.px(if n > 128 { 1.6 } else { 3.0 });
    chart.draw_series((0..n).map(|i| {
        Circle::new(
            (i as f64, b.slowdown(i)),
            radius,
            style.pair_colour(i, n).filled(),
        )
    }))?;
    let sel = b.pair.min(n.saturating_sub(1));
    chart.draw_series([Circle::new(
        (sel as f64, b.slowdown(sel)),
        style.px(6.0),
        style.foreground().stroke_width(style.px(2.0)),
    )])?;
    // The log axis may have no tick near the top: the chosen pair's slowdown is written by it.
    let at = chart.backend_coord(&(sel as f64, b.slowdown(sel)));
    let anchor = if sel as f64 > n as f64 / 2.0 {
        HPos::Right
    } else {
        HPos::Left
    };
    let gap = style.px(9.0) as i32;
    let dx = if matches!(anchor, HPos::Right) {
        -gap
    } else {
        gap
    };
    let plot = chart.plotting_area();
    let base = plot.get_base_pixel();
    // The slowdowns rise to the right, so the empty side of the chosen dot is above it on its
    // left and below it on its right: the label goes there, clear of the other dots.
    let (v_pos, dy) = if matches!(anchor, HPos::Right) {
        (VPos::Bottom, -gap)
    } else {
        (VPos::Top, gap)
    };
    plot.strip_coord_spec().draw(&Text::new(
        format!("{}× slower", plain(b.slowdown(sel), 2)),
        (at.0 - base.0 + dx, at.1 - base.1 + dy),
        font.pos(Pos::new(anchor, v_pos)),
    ))?;
    Ok(())
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    b: &Bases,
    style: &PlotStyle,
) -> DrawResult {
    let (left, right) = two_parts(area, style, 520.0, 0.58, 0.5);
    slowdown_chart(&left, b, style)?;
    let n = b.old.len();
    let dial = Dial {
        title: format!("pair {}: shaded = seen in training (base 10000)", b.pair),
        seen_rad: Some(b.old_at(b.train_len_tokens)),
        hands: vec![
            Hand {
                angle_rad: b.old_at(b.infer_len_tokens),
                colour: style.highlight().to_rgba(),
                // Grouped as the new base's name beside it is ("10 000", "500 000").
                label: format!(
                    "{}: {}",
                    plain(10000.0, 3),
                    angle_words(b.old_at(b.infer_len_tokens))
                ),
            },
            Hand {
                angle_rad: b.new_at(b.infer_len_tokens),
                colour: style.pair_colour(b.pair, n).to_rgba(),
                label: format!(
                    "{}: {}",
                    plain(b.new_base, 3),
                    angle_words(b.new_at(b.infer_len_tokens))
                ),
            },
        ],
    };
    draw_dial(&right, &dial, style)
}

#[component]
pub fn BaseScalingFigure() -> impl IntoView {
    let state = use_app_state();
    let bases = Memo::new(move |_| {
        state.params.with(|p| Bases {
            new_base: p.rope.base,
            old: default_inv_freq(p.rope.d, OLD_BASE),
            new: default_inv_freq(p.rope.d, p.rope.base),
            pair: p.probe.pair,
            train_len_tokens: p.rope.train_len_tokens,
            infer_len_tokens: p.rope.infer_len_tokens,
        })
    });
    let slowdown = Signal::derive(move || bases.with(|b| b.slowdown(b.pair)));
    let deg = |f: fn(&Bases) -> f64| Signal::derive(move || bases.with(|b| f(b).to_degrees()));
    let train_deg = deg(|b| b.old_at(b.train_len_tokens));
    let old_deg = deg(|b| b.old_at(b.infer_len_tokens));
    let new_deg = deg(|b| b.new_at(b.infer_len_tokens));
    let shown = |s: Signal<f64>| Signal::derive(move || angle_words(s.get().to_radians()));
    let label = Signal::derive(move || {
        bases.with(|b| {
            format!(
                "Left: how many times slower each pair turns at base {} than at base 10000, from 1× at pair 0 to {}× at pair {}. \
                 Right: pair {}'s dial. Training to {} tokens at base 10000 showed it {}; at {} tokens base 10000 takes it to {}, base {} to {}.",
                plain(b.new_base, 6),
                plain(b.slowdown(b.old.len().saturating_sub(1)), 4),
                b.old.len().saturating_sub(1),
                b.pair,
                tokens(b.train_len_tokens as f64),
                angle_words(b.old_at(b.train_len_tokens)),
                tokens(b.infer_len_tokens as f64),
                angle_words(b.old_at(b.infer_len_tokens)),
                plain(b.new_base, 6),
                angle_words(b.new_at(b.infer_len_tokens)),
            )
        })
    });
    view! {
        <FigureFrame slug="base-scaling" caption="A larger base divides pair i's speed by (new/old)^(2i/d): pair 0 keeps it, the slowest pair loses almost all.">
            <PlotCanvas testid=plot_of("base-scaling") label=label min_height_css_px=230.0 max_height_css_px=260.0
                height_for_width=Callback::new(|w: f64| if w >= 520.0 { 230.0 } else { 260.0 })
                picture=paint(move |area, style| bases.with(|b| draw(&area, b, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                "pair " {move || bases.with(|b| b.pair)} ": "
                <NumText testid="base-slowdown" value=slowdown shown=Signal::derive(move || format!("{}×", plain(slowdown.get(), 4)))/>
                " slower; trained "
                <NumText testid="angle-train-deg" value=train_deg shown=shown(train_deg)/> "; at "
                {move || tokens(bases.with(|b| b.infer_len_tokens) as f64)} " tokens "
                <NumText testid="angle-old-deg" value=old_deg shown=shown(old_deg)/> " → "
                <NumText testid="angle-new-deg" value=new_deg shown=shown(new_deg)/>
            </p>
            <div class="controls compact">
                // A number field too: the story asks for 500,000, and a reader may want a
                // model's own rope_theta without hunting along a log scale.
                <KeySlider label="new base" key="base" min=1e4 max=1e8 step=0.01 scale=SliderScale::Log10
                    format=|v| plain(v, 4) exact=true/>
                <KeySlider label="pair" key="pair" min=0.0 max=255.0 max_of=|p| p.rope.num_pairs().saturating_sub(1) as f64
                    format=|v| format!("{v}")/>
            </div>
            // The text's raised model, not the lab's coverage table (a model trained at the new base).
            <RaisedTable bases=bases/>
        </FigureFrame>
    }
}

#[cfg(test)]
mod tests {
    use super::slowdown_keys;

    #[test]
    fn the_log_axis_names_each_value_once() {
        // Base 500 000 in a head 128 wide: the slowest pair 47 times slower, the axis to 66.
        assert_eq!(
            slowdown_keys(66.0, true),
            vec![1.0, 2.0, 5.0, 10.0, 20.0, 50.0]
        );
        assert_eq!(slowdown_keys(66.0, false), vec![1.0, 10.0]);
        // Base unchanged: every pair 1×, the axis to 1.4.
        assert_eq!(slowdown_keys(1.4, true), vec![1.0]);
    }
}

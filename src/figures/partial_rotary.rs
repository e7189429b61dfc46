//! Figure `partial-rotary`: only part of the head rotates. Left, HF's default: the rotated
//! pairs share every frequency, squeezed; right, `proportional` (Gemma's p-RoPE): the rotated
//! pairs are the whole head's fastest and the rest stand still. Same axes, so the reader sees
//! which slow frequencies each way keeps.

use super::frame::FigureFrame;
use crate::format::{plain, sig, tokens};
use crate::panels::frequencies::FrequencyTable;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{two_parts, DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::KeySlider;
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use rope_math::scaling::plain_inv_freq;
use rope_math::{Choice, Rope, Scaling};
use rope_params::figures::plot_of;

/// Both ways' frequencies for the same head, base and share.
#[derive(Clone, Debug, PartialEq)]
struct Ways {
    squeezed: Vec<f64>,
    kept: Vec<f64>,
    /// Which way the reader's settings use (`scaling=proportional` or not).
    proportional: bool,
    rotated: usize,
}

impl Ways {
    fn of(r: &Rope) -> Ways {
        let with = |scaling| {
            plain_inv_freq(&Rope {
                scaling,
                ..r.clone()
            })
        };
        Ways {
            squeezed: with(Scaling::None),
            kept: with(Scaling::Proportional),
            proportional: r.scaling == Scaling::Proportional,
            rotated: r.rotated_pairs(),
        }
    }

    /// The longest wavelength among the rotated pairs of one way, tokens.
    fn longest_tokens(f: &[f64]) -> f64 {
        f.iter()
            .filter(|&&t| t > 0.0)
            .fold(f64::INFINITY, |lo, &t| lo.min(t))
            .recip()
            * std::f64::consts::TAU
    }

    fn num_pairs(&self) -> usize {
        self.kept.len()
    }
}

/// The shared y range of both halves: every rotated θ of either way.
fn theta_range(w: &Ways) -> (f64, f64) {
    let all = w.squeezed.iter().chain(&w.kept).filter(|&&t| t > 0.0);
    let (lo, hi) = all.fold((f64::INFINITY, 0.0f64), |(l, h), &t| (l.min(t), h.max(t)));
    if lo.is_finite() {
        (lo / 3.0, hi * 3.0)
    } else {
        (1e-6, 10.0)
    }
}

fn half<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    f: &[f64],
    title: &str,
    chosen: bool,
    (lo, hi): (f64, f64),
    style: &PlotStyle,
) -> DrawResult {
    let n = f.len();
    let font = style.label_font();
    let ink = if chosen {
        style.highlight()
    } else {
        style.foreground()
    };
    let caption = style.font(13.0).color(&ink);
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .x_label_area_size(style.px(36.0))
        .y_label_area_size(style.px(60.0))
        .caption(title, caption)
        .build_cartesian_2d(-0.5f64..(n as f64 - 0.5).max(0.5), (lo..hi).log_scale())?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("pair i (fast → slow)")
        .x_labels(5)
        .y_labels(5)
        .y_desc("θᵢ (rad/token)")
        .x_label_formatter(&|v| format!("{}", v.round() as i64))
        .y_label_formatter(&|v| sig(*v, 1))
        .draw()?;
    let r = style.px(if n > 128 { 1.6 } else { 3.0 });
    chart.draw_series(
        f.iter()
            .enumerate()
            .filter(|(_, &t)| t > 0.0)
            .map(|(i, &t)| Circle::new((i as f64, t), r, style.pair_colour(i, n).filled())),
    )?;
    // The still pairs: a grey band along the floor, where they would be if they turned.
    if let Some(first) = f.iter().position(|&t| t <= 0.0) {
        chart.draw_series(std::iter::once(Rectangle::new(
            [(first as f64 - 0.5, lo), (n as f64 - 0.5, lo * 4.0)],
            style.foreground().mix(0.18).filled(),
        )))?;
        chart.draw_series(std::iter::once(Text::new(
            format!("{} pairs still", n - first),
            (first as f64 + 2.0, lo * 30.0),
            font.clone(),
        )))?;
    }
    if chosen {
        chart.plotting_area().draw(&Rectangle::new(
            [(-0.5, lo), ((n as f64 - 0.5).max(0.5), hi)],
            style.highlight().stroke_width(style.px(2.0)),
        ))?;
    }
    Ok(())
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    w: &Ways,
    style: &PlotStyle,
) -> DrawResult {
    let range = theta_range(w);
    let (left, right) = two_parts(area, style, 520.0, 0.5, 0.5);
    half(
        &left,
        &w.squeezed,
        "default: squeezed into the pairs",
        !w.proportional,
        range,
        style,
    )?;
    half(
        &right,
        &w.kept,
        "proportional: fastest kept",
        w.proportional,
        range,
        style,
    )
}

#[component]
pub fn PartialRotaryFigure() -> impl IntoView {
    let state = use_app_state();
    let ways = Memo::new(move |_| state.params.with(|p| Ways::of(&p.rope)));
    let shown_freq = Memo::new(move |_| state.params.with(|p| plain_inv_freq(&p.rope)));
    let rotated = Signal::derive(move || ways.with(|w| w.rotated as f64));
    let longest_squeezed = Signal::derive(move || ways.with(|w| Ways::longest_tokens(&w.squeezed)));
    let longest_kept = Signal::derive(move || ways.with(|w| Ways::longest_tokens(&w.kept)));
    let label = Signal::derive(move || {
        ways.with(|w| {
            let n = w.num_pairs();
            format!(
                "Two dot plots of θᵢ against the pair index on the same log axis, for a head of {n} pairs of which {} rotate. \
                 Left, HF's default: the {} rotated pairs spread every frequency from 1 down to {} radians per token \
                 (longest wavelength {} tokens). Right, proportional: they are the head's {} fastest, down to {} \
                 (longest wavelength {} tokens). In both, pairs {} to {} do not rotate.",
                w.rotated,
                w.rotated,
                sig(w.squeezed.get(w.rotated.saturating_sub(1)).copied().unwrap_or(1.0), 3),
                tokens(Ways::longest_tokens(&w.squeezed)),
                w.rotated,
                sig(w.kept.get(w.rotated.saturating_sub(1)).copied().unwrap_or(1.0), 3),
                tokens(Ways::longest_tokens(&w.kept)),
                w.rotated,
                n.saturating_sub(1),
            )
        })
    });
    let options = [Scaling::None, Scaling::Proportional]
        .iter()
        .map(|m| {
            let words = if *m == Scaling::None {
                "default"
            } else {
                "proportional"
            };
            (m.slug().to_string(), words.to_string())
        })
        .collect();
    let wave = |s: Signal<f64>| Signal::derive(move || format!("{} tokens", tokens(s.get())));
    view! {
        <FigureFrame slug="partial-rotary" caption="Share every frequency among fewer pairs, or keep the fastest and still the rest.">
            <PlotCanvas testid=plot_of("partial-rotary") label=label min_height_css_px=220.0 max_height_css_px=310.0
                height_for_width=Callback::new(|w: f64| if w >= 520.0 { 230.0 } else { 310.0 })
                picture=paint(move |area, style| ways.with(|w| draw(&area, w, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                <NumText testid="rotated-pairs" value=rotated shown=Signal::derive(move || format!("{}", rotated.get()))/>
                " of " {move || ways.with(Ways::num_pairs)} " pairs rotate; the slowest turns once in "
                <NumText testid="longest-squeezed" value=longest_squeezed shown=wave(longest_squeezed)/>
                " (default), "
                <NumText testid="longest-kept" value=longest_kept shown=wave(longest_kept)/>
                " (proportional)"
            </p>
            <div class="controls compact">
                <KeySlider label="rotated share" key="partial" min=0.05 max=1.0 step=0.05
                    format=|v| plain(v, 3)/>
                <ParamSelect label="table shows" key="scaling" options=options
                    get=|p| p.rope.scaling.slug().to_string()
                    set=|p, v| p.rope.scaling = Scaling::from_slug(v).unwrap_or(Scaling::None)/>
            </div>
            <FrequencyTable inv_freq=shown_freq/>
        </FigureFrame>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rope_math::freq::wavelength_tokens;

    #[test]
    fn gemma_4s_global_layers_keep_188_tokens_and_the_default_millions() {
        let (p, _) = rope_params::Params::from_query("fig=partial-rotary");
        let w = Ways::of(&p.rope);
        assert_eq!((w.rotated, w.num_pairs(), w.proportional), (64, 256, true));
        assert!((Ways::longest_tokens(&w.kept) - 188.0).abs() < 1.0);
        // Default: 64 pairs over a 128-wide rotary dim reach base^(126/128) per turn / 2π.
        let squeezed = Ways::longest_tokens(&w.squeezed);
        assert!(
            (squeezed / (std::f64::consts::TAU * 1e6f64.powf(126.0 / 128.0)) - 1.0).abs() < 1e-12
        );
        assert!(wavelength_tokens(w.kept[0]) == std::f64::consts::TAU);
    }
}

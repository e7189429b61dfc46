//! The reach of a larger base (Liu et al. 2023): a model trained at base 10000 to `train`
//! tokens has a critical dimension, the pairs that turned at least once; tuned with a larger
//! base b it reaches about 2π·b^(d_extra/d) tokens. The curve of that length against the base,
//! the training length, and the reader's base on it.

use crate::format::{plain, sig, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::analysis::critical_dimension;
use rope_math::extrapolation::extrapolation_len_tokens;
use rope_params::Params;

/// The base the model was first trained with (the original RoPE's, as in Liu et al.).
pub const TRAIN_BASE: f64 = 10000.0;
/// The bases the curve spans.
const BASES: (f64, f64) = (1e4, 1e9);

/// What the chart and readouts show.
#[derive(Clone, Debug, PartialEq)]
pub struct Reach {
    pub d: usize,
    pub train_len_tokens: f64,
    /// The reader's (tuned) base.
    pub base: f64,
    /// Critical dimension at the training base and length.
    pub d_extra: usize,
}

impl Reach {
    pub fn of(p: &Params) -> Reach {
        let d = p.rope.rotary_dim();
        let train = p.rope.train_len_tokens as f64;
        Reach {
            d,
            train_len_tokens: train,
            base: p.rope.base,
            d_extra: critical_dimension(d, TRAIN_BASE, train),
        }
    }

    /// How far the model reaches tuned with `base`, tokens; infinite when every pair turned in
    /// training (no pair is left that the rule could stretch).
    pub fn len_at(&self, base: f64) -> f64 {
        if self.every_pair_turned() {
            f64::INFINITY
        } else {
            extrapolation_len_tokens(self.d, base, self.d_extra)
        }
    }

    pub fn every_pair_turned(&self) -> bool {
        self.d_extra >= self.d
    }
}

pub fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    r: &Reach,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    if r.every_pair_turned() {
        let (w, h) = area.dim_in_pixel();
        area.draw(&Text::new(
            "every pair turned in training: this rule sets no limit",
            ((w / 2) as i32, (h / 2) as i32),
            font.pos(Pos::new(HPos::Center, VPos::Center)),
        ))?;
        return Ok(());
    }
    let narrow = style.css_px(area.dim_in_pixel().0) < 480.0;
    let ends = [r.len_at(BASES.0), r.len_at(BASES.1), r.train_len_tokens];
    let lo = ends.iter().cloned().fold(f64::INFINITY, f64::min).max(1.0) / 2.0;
    let hi = ends.iter().cloned().fold(0.0, f64::max).max(lo * 10.0) * 2.0;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(10.0))
        // Room for the last tick label (1×10⁷, 1×10⁹) at the right edge.
        .margin_right(style.px(26.0))
        .x_label_area_size(style.px(34.0))
        .y_label_area_size(style.px(74.0))
        .build_cartesian_2d((BASES.0..BASES.1).log_scale(), (lo..hi).log_scale())?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::PLAIN)
        .x_desc("base used in tuning")
        .y_desc("reach, tokens")
        .x_labels(if narrow { 3 } else { 6 })
        .y_labels(6)
        .x_label_formatter(&|v| sig(*v, 1))
        .y_label_formatter(&|v| sig(*v, 1))
        .draw()?;
    let steps = 200;
    let curve = (0..=steps).map(|k| {
        let b = BASES.0 * (BASES.1 / BASES.0).powf(k as f64 / steps as f64);
        (b, r.len_at(b))
    });
    chart.draw_series(LineSeries::new(
        curve,
        style.highlight().stroke_width(style.px(2.0)),
    ))?;
    chart.draw_series(DashedLineSeries::new(
        [(BASES.0, r.train_len_tokens), (BASES.1, r.train_len_tokens)],
        style.px(4.0),
        style.px(3.0),
        style.training().stroke_width(style.px(1.0)),
    ))?;
    chart.draw_series(std::iter::once(Text::new(
        format!("trained {}", tokens(r.train_len_tokens)),
        (BASES.1 / 1.2, r.train_len_tokens / 1.3),
        font.pos(Pos::new(HPos::Right, VPos::Top)),
    )))?;
    let base = r.base.clamp(BASES.0, BASES.1);
    chart.draw_series(std::iter::once(Circle::new(
        (base, r.len_at(base)),
        style.px(5.0),
        style.foreground().filled(),
    )))?;
    Ok(())
}

/// The chart's words for screen readers.
pub fn describe(r: &Reach) -> String {
    if r.every_pair_turned() {
        return format!(
            "Every one of the {} dimensions turned within the training length of {} tokens at base 10 000, so this rule sets no limit.",
            r.d,
            tokens(r.train_len_tokens)
        );
    }
    format!(
        "Line chart on log axes: the length a model reaches, 2π·base^({}/{}), against the base used in tuning, \
         from {} tokens at base 10 000 to {} at base 10⁹; the training length {} tokens is a flat line. \
         At base {} it reaches {} tokens.",
        r.d_extra,
        r.d,
        tokens(r.len_at(BASES.0)),
        sig(r.len_at(BASES.1), 3),
        tokens(r.train_len_tokens),
        plain(r.base, 6),
        tokens(r.len_at(r.base)),
    )
}

/// The reach chart and its sentence: the lab's coverage panel and the figure share them
/// (hooks `critical-dim-trained`, `extrapolation-len`, `extrapolation-times`).
#[component]
pub fn ReachView() -> impl IntoView {
    let state = use_app_state();
    let reach = Memo::new(move |_| state.params.with(Reach::of));
    let len = Signal::derive(move || reach.with(|r| r.len_at(r.base)));
    let d_extra = Signal::derive(move || reach.with(|r| r.d_extra as f64));
    let times = Signal::derive(move || reach.with(|r| r.len_at(r.base) / r.train_len_tokens));
    let label = Signal::derive(move || reach.with(describe));
    let all_turned = Memo::new(move |_| reach.with(Reach::every_pair_turned));
    view! {
        <PlotCanvas testid="plot-extrapolation-bound" label=label aspect=0.45 min_height_css_px=200.0 max_height_css_px=260.0
            picture=paint(move |area, style| reach.with(|r| draw(&area, r, style)))/>
        <p class="readout-line" aria-live="polite">
            <NumText testid="critical-dim-trained" value=d_extra shown=Signal::derive(move || format!("{}", d_extra.get()))/>
            " of " {move || reach.with(|r| r.d)} " dimensions turned in training at base 10000"
            // A memo of the one bit, so moving the base rebuilds nothing (only the numbers change).
            <Show when=move || !all_turned.get() fallback=|| ": every pair has seen every angle, so this rule sets no limit">
                "; with base " {move || plain(reach.with(|r| r.base), 6)} " the model reaches about "
                <NumText testid="extrapolation-len" value=len shown=Signal::derive(move || format!("{} tokens", tokens(len.get())))/>
                " ("<NumText testid="extrapolation-times" value=times shown=Signal::derive(move || format!("{}×", plain(times.get(), 3)))/>
                " its training length)"
            </Show>
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rope_params::Params;

    #[test]
    fn llama_2_tuned_at_base_a_million_reaches_129027_tokens() {
        let (p, _) = Params::from_query("fig=extrapolation-bound");
        let r = Reach::of(&p);
        assert_eq!((r.d, r.d_extra), (128, 92));
        assert!((r.len_at(1e6) - 129_027.0).abs() < 1.0, "{}", r.len_at(1e6));
        // At the training base the critical pairs' slowest wavelength is past the training length.
        assert!(r.len_at(TRAIN_BASE) >= r.train_len_tokens);
        // Trained so long that every pair turned: no limit, rather than a reach below training.
        let (p, _) = Params::from_query("fig=extrapolation-bound&train=131072");
        let r = Reach::of(&p);
        assert!(r.every_pair_turned() && r.len_at(1e6).is_infinite());
    }
}

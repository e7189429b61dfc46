//! Figure `per-pair-scaling`: every scaling method as a small chart of its own, the factor it multiplies each
//! pair's frequency by (1 = kept, 1/s = squeezed like interpolation), on one model's numbers;
//! the chosen method bold, with its band edges and its attention temperature.

use super::frame::FigureFrame;
use super::per_pair_small::small_chart;
use crate::format::{plain, sig};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use crate::state::use_app_state;
use crate::widgets::live_rows::Cells;
use crate::widgets::pair_table::PairTable;
use crate::widgets::readout::NumText;
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::KeySlider;
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use rope_math::{frequencies, Choice, Frequencies, Rope, Scaling};
use rope_params::figures::plot_of;

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

/// Whether a method gets a small chart: one of `listed` (every method when the list is empty),
/// and LongRoPE only when the settings carry its searched lists (without them it would draw
/// a flat line the method never produces).
fn is_shown(method: Scaling, rope: &Rope, listed: &[String]) -> bool {
    (listed.is_empty() || listed.iter().any(|s| s == method.slug()))
        && (method != Scaling::LongRope
            || !rope.short_factor.is_empty()
            || !rope.long_factor.is_empty())
}

/// The methods worth a small chart, as indices into `m.all`.
fn shown(m: &Methods, rope: &Rope, listed: &[String]) -> Vec<usize> {
    m.all
        .iter()
        .enumerate()
        .filter(|(_, (method, _))| is_shown(*method, rope, listed))
        .map(|(k, _)| k)
        .collect()
}

/// Columns of small charts for a width in CSS px: all in one row when there is room, else
/// rows of three (of two for four charts, which would leave a row of one).
fn columns_for(width_css_px: f64, count: usize) -> usize {
    let cols = if width_css_px >= ONE_ROW_CSS_PX {
        count
    } else if width_css_px >= 420.0 && count != 4 {
        3
    } else if width_css_px >= 420.0 || count > 4 {
        2
    } else {
        // A phone's four charts one under another, each the column's width, so their edges'
        // names fit beside their lines.
        1
    };
    cols.clamp(1, count.max(1))
}

/// Columns for a box of its own shape (a figure that fills a slide): the grid whose small
/// charts come closest to a readable size both ways. Sizes are in the figure's own text units
/// (`unit_px` device pixels each), since a slide scales the charts' text with the screen: a
/// small chart needs room for its title, ticks and axis name at that scale.
fn columns_for_box(width_px: f64, height_px: f64, unit_px: f64, count: usize) -> usize {
    let unit = unit_px.max(f64::MIN_POSITIVE);
    let fit = |cols: usize| {
        let rows = count.div_ceil(cols) as f64;
        (width_px / unit / cols as f64 / 220.0).min(height_px / unit / rows / 150.0)
    };
    let count = count.max(1);
    let best = (1..=count).map(fit).fold(0.0, f64::max);
    // Among grids nearly as good (within a tenth), the one with fewest empty cells: three
    // charts in a row read better than a square with a hole, for 5% less size.
    let empty = |cols: usize| count.div_ceil(cols) * cols - count;
    (1..=count)
        .filter(|&cols| fit(cols) >= 0.9 * best)
        .min_by(|a, b| empty(*a).cmp(&empty(*b)).then(fit(*b).total_cmp(&fit(*a))))
        .unwrap_or(1)
}

/// Width from which every small chart fits in one row, CSS px.
const ONE_ROW_CSS_PX: f64 = 640.0;

/// The lowest multiplier the axis always shows: a squeeze by 16.
const AXIS_FLOOR: f64 = 1.0 / 16.0;

/// Every method as its own small chart, on one shared axis so their depths compare.
fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    m: &Methods,
    rope: &Rope,
    listed: &[String],
    style: &PlotStyle,
) -> DrawResult {
    let which = shown(m, rope, listed);
    if which.is_empty() {
        return Ok(());
    }
    let all_multipliers = which.iter().flat_map(|&k| m.all[k].1.multipliers());
    let (lo, hi) = all_multipliers.fold((1.0f64, 1.0f64), |(l, h), x| (l.min(x), h.max(x)));
    // The axis reaches ×1/16 whatever the factor, so moving the factor slider moves the curves
    // (an axis fitted to ×1/s would only rename its marks); deeper curves extend it. Room
    // under the lowest for a row of band-edge names.
    let range = (lo.clamp(1e-12, AXIS_FLOOR) / 2.6, hi * 1.25);
    let (w, h) = area.dim_in_pixel();
    let (width, height) = (style.css_px(w), style.css_px(h));
    // At its own height for its width (a blog column) the grid is the usual one; a box of
    // another shape (a slide) gets the grid that suits it.
    let cols = if (height - height_for(width, which.len())).abs() < 2.0 {
        columns_for(width, which.len())
    } else {
        columns_for_box(
            f64::from(w),
            f64::from(h),
            f64::from(style.px(100.0)) / 100.0,
            which.len(),
        )
    };
    let rows = which.len().div_ceil(cols);
    let cells = area.split_evenly((rows, cols));
    for (cell, &k) in cells.iter().zip(&which) {
        small_chart(cell, &m.all[k], rope, m.all[k].0 == m.chosen, range, style)?;
    }
    Ok(())
}

/// The figure's height for a width (CSS px) and a number of small charts: one row of all, or
/// rows of [`columns_for`]'s width.
fn height_for(width_css_px: f64, count: usize) -> f64 {
    let rows = count.div_ceil(columns_for(width_css_px, count)) as f64;
    let row_css_px = if width_css_px >= ONE_ROW_CSS_PX {
        200.0
    } else if width_css_px >= 420.0 {
        140.0
    } else if count <= 4 {
        110.0
    } else {
        (width_css_px * 0.32).clamp(93.0, 133.0)
    };
    rows * row_css_px
}

#[component]
pub fn PerPairScalingFigure() -> impl IntoView {
    let state = use_app_state();
    let rope = Memo::new(move |_| state.params.with(|p| p.rope.clone()));
    let listed = Memo::new(move |_| state.params.with(|p| p.view.methods.clone()));
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
                "What each scaling method multiplies each pair's frequency by, for d = {}, base {}, factor {}, trained to {} and run to {} tokens, on a log axis, one small chart per method. \
                 {} is highlighted: pair 0 × {}, pair {} × {}; attention factor {}.",
                r.d, plain(r.base, 6), plain(r.factor, 4), r.train_len_tokens, r.infer_len_tokens,
                r.scaling.label(),
                sig(mult.first().copied().unwrap_or(1.0), 4),
                mult.len().saturating_sub(1),
                sig(mult.last().copied().unwrap_or(1.0), 4),
                plain(chosen.as_ref().map_or(1.0, |f| f.attention_factor), 6),
            )
        })
    });
    // Only the methods with a small chart are offered (choosing another would highlight
    // nothing).
    let shown_count = move || {
        methods.with_untracked(|m| {
            rope.with_untracked(|r| listed.with_untracked(|l| shown(m, r, l).len()))
        })
    };
    let options = scaling_methods()
        .filter(|m| rope.with_untracked(|r| listed.with_untracked(|l| is_shown(**m, r, l))))
        .map(|m| (m.slug().to_string(), m.label().to_string()))
        .collect();
    view! {
        <FigureFrame slug="per-pair-scaling" caption="Factors on a log scale: ×1 keeps a pair as trained, ×1/s squeezes it like interpolation; dashed: where a blend starts and ends.">
            <PlotCanvas testid=plot_of("per-pair-scaling") label=label min_height_css_px=200.0 max_height_css_px=460.0
                height_for_width=Callback::new(move |w| height_for(w, shown_count()))
                picture=paint(move |area, style| methods.with(|m| rope.with(|r| listed.with(|l| draw(&area, m, r, l, style)))))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                // A method with no attention factor says so, rather than "multiplies by 1".
                <Show when=move || attention.get() != 1.0 fallback=move || view! {
                    {move || rope.with(|r| r.scaling.label())} " leaves every score's size as it is (its attention factor is "
                    <NumText testid="attention-factor" value=attention shown=Signal::derive(move || plain(attention.get(), 6))/>
                    ")."
                }>
                    {move || rope.with(|r| r.scaling.label())} " multiplies every score by "
                    <NumText testid="logit-scale" value=Signal::derive(move || attention.get().powi(2)) shown=Signal::derive(move || plain(attention.get().powi(2), 4))/>
                    ", which sharpens the weights (its attention factor "
                    <NumText testid="attention-factor" value=attention shown=Signal::derive(move || plain(attention.get(), 4))/>
                    ", applied to both query and key, so the score grows by its square)."
                </Show>
            </p>
            <div class="controls compact">
                <ParamSelect label="method highlighted" key="scaling" options=options
                    get=|p| p.rope.scaling.slug().to_string()
                    set=|p, v| p.rope.scaling = Scaling::from_slug(v).unwrap_or(Scaling::Yarn)/>
                <KeySlider label="factor s" key="factor" min=1.0 max=64.0 step=0.5
                    format=|v| format!("×{}", plain(v, 4))/>
            </div>
            <PairTable testid="pair-multipliers" summary="the highlighted method's multiplier for every pair (table)"
                caption="scaled θᵢ / unscaled θᵢ, and both frequencies in radians per token"
                columns=&[("multiplier", Some("multiplier")), ("scaled θᵢ", Some("scaled-theta")), ("unscaled θᵢ", Some("unscaled-theta"))]
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_box_gets_the_grid_that_suits_its_shape() {
        // Short and wide: one row; tall and narrow: one column; a slide's box: three across.
        assert_eq!(columns_for_box(1500.0, 160.0, 1.0, 5), 5);
        assert_eq!(columns_for_box(220.0, 900.0, 1.0, 5), 1);
        assert_eq!(columns_for_box(396.0, 180.0, 1.0, 5), 3);
        // Three charts where a 2×2 grid would be 5% larger: a row of three, with no hole.
        assert_eq!(columns_for_box(660.0, 315.0, 1.0, 3), 3);
        // Where the square is far larger, it wins all the same.
        assert_eq!(columns_for_box(660.0, 600.0, 1.0, 3), 2);
    }
}

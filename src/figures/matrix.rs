//! Figure `matrix`: RoPE at position m as one d × d matrix, a 2 × 2 rotation per pair and zeros
//! elsewhere, which no code builds; and what code builds instead: the table of angles m·θᵢ
//! (positions × pairs), whose cosines and sines feed two lines of arithmetic per pair.

use super::frame::FigureFrame;
use crate::plot::canvas::PlotCanvas;
use crate::plot::chart::parts;
use crate::plot::export::paint;
use crate::plot::matrix::{draw_matrix, MatrixPicture};
use crate::state::use_app_state;
use crate::widgets::readout::{Num, NumText};
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::KeySlider;
use crate::widgets::value_grid::ValueGrid;
use leptos::prelude::*;
use rope_math::matrix::{angle_table, rotation_matrix, transpose_then};
use rope_math::{Choice, Layout};
use rope_params::figures::plot_of;

/// Widths the figure offers (every entry stays readable).
const MAX_DIMS: f64 = 16.0;

/// The table's positions: the first few, and m.
fn positions(m: u64) -> Vec<u64> {
    let mut p: Vec<u64> = (0..4).collect();
    if m >= 4 {
        p.push(m);
    }
    p
}

/// The plot's height at a width: the matrix's; the precomputed grids three across on a wide
/// page, or one above the other on a narrow one.
fn plot_height_css_px(width_css_px: f64, precompute: bool) -> f64 {
    match precompute {
        false => (width_css_px * 0.45).clamp(140.0, 260.0),
        true if width_css_px >= 480.0 => (width_css_px * 0.3).clamp(180.0, 260.0),
        true => 400.0,
    }
}

#[component]
pub fn MatrixFigure() -> impl IntoView {
    let state = use_app_state();
    let setup = Memo::new(move |_| state.params.with(|p| (p.probe.m, p.probe.layout)));
    // A slide on the code (`precompute=1`): what code builds in the matrix's place.
    let precompute = Memo::new(move |_| state.params.with(|p| p.view.precompute));
    let picture = Memo::new(move |_| {
        let (m, layout) = setup.get();
        let r = state
            .freqs
            .with(|f| rotation_matrix(m as f64, &f.inv_freq, layout));
        let d = r.len();
        MatrixPicture {
            rows: (0..d).map(|j| j.to_string()).collect(),
            cols: (0..d).map(|j| j.to_string()).collect(),
            values: r,
            range: 1.0,
            digits: (d <= 8).then_some(2),
            mark_row: None,
            mark_col: None,
            note: format!("R({m}): output dimension down, input across"),
        }
    });
    let table = Memo::new(move |_| {
        state
            .freqs
            .with(|f| angle_table(&positions(setup.get().0), &f.inv_freq))
    });
    // What code keeps, positions down and pairs across: the angles (`f` the identity), or
    // their cosines or sines.
    let kept = move |f: fn(f64) -> f64, name: &str| {
        let ps = positions(setup.get().0);
        table.with(|t| {
            let values: Vec<Vec<f64>> = t
                .iter()
                .map(|r| r.iter().map(|a| f(*a)).collect())
                .collect();
            let largest = values.iter().flatten().fold(0.0f64, |m, v| m.max(v.abs()));
            MatrixPicture {
                rows: ps.iter().map(|p| format!("m = {p}")).collect(),
                // Numbers alone fit a third of a slide; the first note names them.
                cols: (0..t.first().map_or(0, Vec::len))
                    .map(|i| i.to_string())
                    .collect(),
                values,
                range: largest.max(1.0),
                digits: Some(2),
                mark_row: None,
                mark_col: None,
                note: name.to_string(),
            }
        })
    };
    let inv_freq = Memo::new(move |_| state.freqs.with(|f| f.inv_freq.clone()));
    let inv_freq_list = move || {
        inv_freq
            .get()
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let v = *v;
                view! { {if i == 0 { "" } else { ", " }} <Num testid=format!("precompute-inv-freq-{i}") value=Signal::derive(move || v) digits=4/> }
            })
            .collect_view()
    };
    let row_keys = Signal::derive(move || {
        positions(setup.get().0)
            .iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
    });
    let rows = Signal::derive(move || {
        positions(setup.get().0)
            .iter()
            .map(|p| format!("m = {p}"))
            .collect::<Vec<_>>()
    });
    let cols = Signal::derive(move || {
        (0..table.with(|t| t.first().map_or(0, Vec::len)))
            .map(|i| format!("pair {i}"))
            .collect::<Vec<_>>()
    });
    let label = Signal::derive(move || {
        if precompute.get() {
            return format!(
                "What code precomputes instead of the matrix: the cosines and sines of the angles m·θᵢ for positions {} and each of the {} pairs.",
                row_keys.get().join(", "),
                inv_freq.with(Vec::len)
            );
        }
        picture.with(|p| {
            format!(
                "The {d} × {d} rotation matrix at position {}: one 2 × 2 block of cos and sin per pair, zeros elsewhere. The table lists the angles m·θᵢ.",
                setup.get().0,
                d = p.values.len()
            )
        })
    });
    // The two facts the score's algebra rests on, on pair 0: R(mθ)ᵀ turns back, and
    // R(mθ)ᵀ·R(nθ) is one turn by (n − m)θ.
    let algebra = Memo::new(move |_| {
        let (m, n) = state.params.with(|p| (p.probe.m as f64, p.probe.n as f64));
        let theta = state
            .freqs
            .with(|f| f.inv_freq.first().copied().unwrap_or(1.0));
        let (product, error) = transpose_then(m * theta, n * theta);
        (product, error, (n - m) * theta)
    });
    // The slide's two facts on their own (pair 0): turns add, R(mθ)·R(nθ) = R((m + n)θ), the
    // angle read back from the product; and the transpose turns back, R(mθ)ᵀ·R(mθ) = I.
    let facts = Memo::new(move |_| {
        let (m, n) = state.params.with(|p| (p.probe.m as f64, p.probe.n as f64));
        let theta = state
            .freqs
            .with(|f| f.inv_freq.first().copied().unwrap_or(1.0));
        // R(a) = R(−a)ᵀ, so R(a)·R(b) is `transpose_then(−a, b)`.
        let (sum, _) = transpose_then(-m * theta, n * theta);
        let (back, _) = transpose_then(m * theta, m * theta);
        (sum[1][0].atan2(sum[0][0]), back)
    });
    let dims = Signal::derive(move || picture.with(|p| p.values.len() as f64));
    // At d = 2 the two counts are equal (4): nothing to show.
    let wide = move || dims.get() >= 4.0;
    let entry = move |i: usize, j: usize| Signal::derive(move || algebra.with(|a| a.0[i][j]));
    let layouts: Vec<(String, String)> = Layout::ALL
        .iter()
        .map(|l| (l.slug().to_string(), format!("{} pairs", l.slug())))
        .collect();
    view! {
        <FigureFrame slug="matrix" caption=Signal::derive(move || if precompute.get() {
            "Code never builds the matrix: it keeps one angle for each position and pair, and their cosines and sines, computed once."
        } else {
            "Each pair mixes only its own two dimensions, so code keeps just the angles and the two lines above."
        }.to_string())>
            // On the code's slide the three lines come first, then what each computes.
            <Show when=move || precompute.get()>
                <pre class="code keep">"inv_freq = 1 / base ** (torch.arange(0, d, 2) / d)\nangles = torch.outer(positions, inv_freq)\ncos, sin = angles.cos(), angles.sin()"</pre>
                <p class="readout-line" aria-live="polite">"inv_freq = [" {inv_freq_list} "] at base " {move || crate::format::plain(state.params.with(|p| p.rope.base), 6)} "; positions = " {move || row_keys.get().join(", ")}</p>
            </Show>
            <div class:figure-split=move || !precompute.get() class:figure-stack=move || precompute.get()>
                <PlotCanvas testid=plot_of("matrix") label=label aspect=0.45 min_height_css_px=140.0 max_height_css_px=400.0
                    height_for_width=Callback::new(move |w: f64| plot_height_css_px(w, precompute.get()))
                    picture=paint(move |area, style| {
                    if !precompute.get() {
                        return picture.with(|p| draw_matrix(&area, p, style));
                    }
                    let grids = parts(&area, style, 3, 1.4, 480.0);
                    let pictures = [
                        kept(|a| a, "m·θᵢ (rad)"),
                        kept(f64::cos, "cos(angles)"),
                        kept(f64::sin, "sin(angles)"),
                    ];
                    for (grid, picture) in grids.iter().zip(&pictures) {
                        draw_matrix(grid, picture, style)?;
                    }
                    Ok(())
                })/>
                <div hidden=move || precompute.get()>
                    <ValueGrid caption="Angles m·θᵢ (radians), precomputed" corner="position"
                        rows=rows cols=cols row_keys=row_keys values=table prefix="angle" digits=4 testid="angle-table"/>
                    <pre class="code">"x′ = x·cos(m·θᵢ) − y·sin(m·θᵢ)\ny′ = x·sin(m·θᵢ) + y·cos(m·θᵢ)"</pre>
                </div>
            </div>
            // On a slide of a wider matrix (matrix form, building the angles) the efficiency
            // line below takes this line's place: the algebra is the 2 × 2 slide's.
            <p class="readout-line" class:fill-hidden=wide hidden=move || precompute.get() aria-live="polite">
                "Pair 0: R(mθ)ᵀ·R(nθ) = [" <Num testid="compose-00" value=entry(0, 0) digits=3/> ", " <Num testid="compose-01" value=entry(0, 1) digits=3/>
                "; " <Num testid="compose-10" value=entry(1, 0) digits=3/> ", " <Num testid="compose-11" value=entry(1, 1) digits=3/>
                "] = R(" <Num testid="compose-gap-rad" value=Signal::derive(move || algebra.with(|a| a.2)) digits=3/>
                "), off by " <NumText testid="compose-error" value=Signal::derive(move || algebra.with(|a| a.1)) shown=Signal::derive(move || format!("{:.0e}", algebra.with(|a| a.1)))/>
                "."
            </p>
            // On the 2 × 2 slide, the two facts its algebra rests on, each with its numbers.
            <Show when=move || !wide() && !precompute.get()>
                <p class="readout-line fill-only" aria-live="polite">
                    "Turns add: R(mθ)·R(nθ) = R(" <Num testid="compose-sum-rad" value=Signal::derive(move || facts.with(|f| f.0)) digits=3/>
                    "). The transpose turns back: R(mθ)ᵀ·R(mθ) = [" <Num testid="compose-back-00" value=Signal::derive(move || facts.with(|f| f.1[0][0])) digits=3/>
                    ", " <Num testid="compose-back-01" value=Signal::derive(move || facts.with(|f| f.1[0][1])) digits=3/> "; "
                    <Num testid="compose-back-10" value=Signal::derive(move || facts.with(|f| f.1[1][0])) digits=3/> ", "
                    <Num testid="compose-back-11" value=Signal::derive(move || facts.with(|f| f.1[1][1])) digits=3/> "]."
                </p>
            </Show>
            // The slide's "never built": what applying it pair by pair saves. Only where a slide
            // has the room (`fill-only`); the page shows the two lines of code instead.
            <Show when=move || wide() && !precompute.get()>
                <p class="readout-line fill-only" aria-live="polite">
                    "Never built: pair by pair, " <Num testid="matrix-mults-pairs" value=Signal::derive(move || 2.0 * dims.get()) digits=0/>
                    " multiplications a vector, against " <Num testid="matrix-mults-full" value=Signal::derive(move || dims.get() * dims.get()) digits=0/>
                    " through the matrix (at d = 128: 256 against 16 384)."
                </p>
            </Show>
            <div class="controls compact">
                <KeySlider label="position m" key="m" min=0.0 max=100.0
                    format=|v| format!("{v}")/>
                <KeySlider label="width d" key="d" min=2.0 max=MAX_DIMS step=2.0
                    format=|v| format!("{v} dims")/>
                // The layout moves the matrix's blocks (one pair, d = 2, has only one); the
                // precomputed angles are the same either way.
                <Show when=move || wide() && !precompute.get()>
                    <ParamSelect label="layout" key="layout" options=layouts.clone()
                        get=|p| p.probe.layout.slug().to_string()
                        set=|p, v| p.probe.layout = Layout::from_slug(v).unwrap_or(Layout::Half)/>
                </Show>
            </div>
        </FigureFrame>
    }
}

//! Panel "frequencies": θ_i of every pair on a log axis and its wavelength in tokens, for the
//! current `d` and `base` (plain RoPE).

mod chart;

use crate::format::{plain, sig};
use crate::plot::canvas::PlotCanvas;
use crate::plot::style::pair_swatch_style;
use crate::state::use_app_state;
use crate::widgets::controls::{ParamSlider, SliderScale};
use crate::widgets::live_rows::{Cells, LiveRows};
use chart::draw;
use leptos::prelude::*;
use rope_math::freq::{default_inv_freq, wavelength_tokens};

/// Words for screen readers: the range the plot spans.
fn describe(inv_freq: &[f64], d: usize, base: f64) -> String {
    let n = inv_freq.len();
    let last = inv_freq.last().copied().unwrap_or(1.0);
    format!(
        "Dot plot of the {n} pair frequencies for d = {d}, base {}: from {} radians per token at pair 0 \
         (wavelength {} tokens) down to {} at pair {} (wavelength {} tokens), evenly spaced on a log axis.",
        sig(base, 6),
        sig(inv_freq.first().copied().unwrap_or(1.0), 4),
        sig(wavelength_tokens(inv_freq.first().copied().unwrap_or(1.0)), 4),
        sig(last, 4),
        n.saturating_sub(1),
        sig(wavelength_tokens(last), 6),
    )
}

#[component]
pub fn FrequenciesPanel() -> impl IntoView {
    let state = use_app_state();
    // This panel shows plain RoPE; scaling is the coverage panel's subject.
    let inv_freq = Memo::new(move |_| {
        state
            .params
            .with(|p| default_inv_freq(p.rope.d, p.rope.base))
    });
    let label = Signal::derive(move || {
        state
            .params
            .with(|p| inv_freq.with(|f| describe(f, p.rope.d, p.rope.base)))
    });
    let num_pairs = Memo::new(move |_| inv_freq.with(Vec::len));
    let swatch = move |i: usize| pair_swatch_style(i, num_pairs.get(), state.dark.get());
    view! {
        <p class="lede">
            "RoPE turns each 2D pair of a query or key by an angle that grows with position: pair "
            <var>"i"</var>" turns by θ"<sub>"i"</sub>" = base"<sup>"−2i/d"</sup>
            " radians per token. Pair 0 spins once every 2π ≈ 6.3 tokens; each later pair is slower by "
            "the same ratio, so the last pairs take tens of thousands of tokens for one turn."
        </p>
        <div class="controls">
            <ParamSlider
                label="rotated dimensions d"
                key="d"
                min=2.0
                max=512.0
                step=2.0
                get=|p| p.rope.d as f64
                set=|p, v| {
                    p.rope.d = v.round() as usize;
                    p.rope.theta_rad.clear();
                }
                format=|v| format!("{} dims, {} pairs", v, v / 2.0)
                exact=true
                exact_range=(2.0, 1024.0)
            />
            <ParamSlider
                label="base (rope_theta)"
                key="base"
                min=100.0
                max=1e7
                step=0.01
                scale=SliderScale::Log10
                get=|p| p.rope.base
                set=|p, v| {
                    p.rope.base = v;
                    p.rope.theta_rad.clear();
                }
                format=|v| plain(v, 7)
                exact=true
                exact_range=(2.0, 1e12)
            />
        </div>
        <PlotCanvas
            testid="plot-frequencies"
            label=label
            aspect=0.45
            draw=move |area, style| inv_freq.with(|f| draw(&area, f, style))
        />
        <details class="table-wrap" open=move || num_pairs.get() <= 16>
            <summary>"Every pair's frequency and wavelength (table)"</summary>
            <table data-testid="pair-table">
                <caption>"θᵢ in radians per token; wavelength 2π/θᵢ in tokens"</caption>
                <thead>
                    <tr><th scope="col">"pair"</th><th scope="col">"θᵢ (rad/token)"</th><th scope="col">"wavelength (tokens)"</th></tr>
                </thead>
                <LiveRows
                    rows=num_pairs
                    row=move |i| view! {
                        <tr>
                            <th scope="row"><span class="swatch" style=move || swatch(i)></span>{i}</th>
                            <td data-fill="" data-testid=format!("inv-freq-{i}")></td>
                            <td data-fill="" data-testid=format!("wavelength-{i}")></td>
                        </tr>
                    }
                    fill=move |cells: &mut Cells| inv_freq.with(|f| {
                        for &theta in f {
                            cells.number(theta, || sig(theta, 6));
                            let wave = wavelength_tokens(theta);
                            cells.number(wave, || sig(wave, 6));
                        }
                    })
                />
            </table>
        </details>
    }
}

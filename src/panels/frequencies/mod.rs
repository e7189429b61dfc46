//! Panel "frequencies": θ_i of every pair on a log axis and its wavelength in tokens, for the
//! current `d` and `base` (plain RoPE).

mod chart;

use crate::format::sig;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::state::use_app_state;
use crate::widgets::live_rows::Cells;
use crate::widgets::pair_table::PairTable;
use crate::widgets::rope_dims::{DimsAndBase, PartialShare};
pub use chart::draw;
use leptos::prelude::*;
use rope_math::freq::wavelength_tokens;
use rope_math::scaling::plain_inv_freq;

/// Words for screen readers: the range the plot spans, and the pairs that do not turn.
pub fn describe(inv_freq: &[f64], d: usize, base: f64) -> String {
    let n = inv_freq.len();
    let rotated = inv_freq.iter().filter(|&&f| f > 0.0).count();
    let last = inv_freq[..rotated.min(n)].last().copied().unwrap_or(1.0);
    let still = if rotated < n {
        format!(
            " Pairs {rotated} to {} do not rotate (θ = 0): they carry no position.",
            n - 1
        )
    } else {
        String::new()
    };
    format!(
        "Dot plot of the {n} pair frequencies for d = {d}, base {}: from {} radians per token at pair 0 \
         (wavelength {} tokens) down to {} at pair {} (wavelength {} tokens), evenly spaced on a log axis.{still}",
        sig(base, 6),
        sig(inv_freq.first().copied().unwrap_or(1.0), 4),
        sig(wavelength_tokens(inv_freq.first().copied().unwrap_or(1.0)), 4),
        sig(last, 4),
        rotated.saturating_sub(1),
        sig(wavelength_tokens(last), 6),
    )
}

/// The unscaled frequencies of the current `d`, base and partial share, and the plot's words
/// for them. Before scaling only: scaling is the coverage view's subject.
pub fn use_plain_frequencies() -> (Memo<Vec<f64>>, Signal<String>) {
    let state = use_app_state();
    let inv_freq = Memo::new(move |_| state.params.with(|p| plain_inv_freq(&p.rope)));
    let label = Signal::derive(move || {
        state
            .params
            .with(|p| inv_freq.with(|f| describe(f, p.rope.d, p.rope.base)))
    });
    (inv_freq, label)
}

/// Every pair's θᵢ and wavelength (hooks `inv-freq-<i>`, `wavelength-<i>`).
#[component]
pub fn FrequencyTable(
    inv_freq: Memo<Vec<f64>>,
    #[prop(into, default = Signal::stored(false))] open: Signal<bool>,
) -> impl IntoView {
    let num_pairs = Memo::new(move |_| inv_freq.with(Vec::len));
    view! {
        <PairTable
            testid="pair-table"
            summary="Every pair's frequency and wavelength (table)"
            caption="θᵢ in radians per token; wavelength 2π/θᵢ in tokens"
            columns=&[("θᵢ (rad/token)", Some("inv-freq")), ("wavelength (tokens)", Some("wavelength"))]
            rows=num_pairs
            num_pairs=num_pairs
            open=open
            fill=move |cells: &mut Cells| inv_freq.with(|f| {
                for &theta in f {
                    cells.number(theta, || sig(theta, 6));
                    let wave = wavelength_tokens(theta);
                    if theta > 0.0 {
                        cells.number(wave, || sig(wave, 6));
                    } else {
                        cells.number(wave, || "none: not rotated".to_string());
                    }
                }
            })
        />
    }
}

#[component]
pub fn FrequenciesPanel() -> impl IntoView {
    let (inv_freq, label) = use_plain_frequencies();
    let num_pairs = Memo::new(move |_| inv_freq.with(Vec::len));
    view! {
        <p class="lede">
            "RoPE turns each 2D pair of a query or key by an angle that grows with position: pair "
            <var>"i"</var>" turns by θ"<sub>"i"</sub>" = base"<sup>"−2i/d"</sup>
            " radians per token. Pair 0 spins once every 2π ≈ 6.3 tokens; each later pair is slower by "
            "the same ratio, so the last pairs take tens of thousands of tokens for one turn."
        </p>
        <div class="controls">
            <DimsAndBase/>
            <PartialShare/>
        </div>
        <PlotCanvas
            testid="plot-frequencies"
            label=label
            aspect=0.45
            picture=paint(move |area, style| inv_freq.with(|f| draw(&area, f, None, style)))
        />
        <FrequencyTable inv_freq=inv_freq open=Signal::derive(move || num_pairs.get() <= 16)/>
    }
}

//! Figure `frequencies`: how fast each pair turns (θᵢ on a log axis, wavelengths on the right)
//! for the reader's `d` and base.

use super::frame::FigureFrame;
use crate::format::{plain, sig, tokens};
use crate::panels::frequencies::{draw, use_plain_frequencies, FrequencyTable};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::state::use_app_state;
use crate::widgets::rope_dims::DimsAndBase;
use leptos::prelude::*;
use rope_math::scaling::plain_inv_freq;
use rope_params::figures::plot_of;

/// The original recipe's base (Su et al. 2021, as the sinusoids' 10,000).
const ORIGINAL_BASE: f64 = 10_000.0;

#[component]
pub fn FrequenciesFigure() -> impl IntoView {
    let (inv_freq, label) = use_plain_frequencies();
    let state = use_app_state();
    // The original recipe's speeds for the same width, shown faintly once the base moves.
    let reference = Memo::new(move |_| {
        state.params.with(|p| {
            (p.rope.base != ORIGINAL_BASE).then(|| {
                let mut original = p.rope.clone();
                original.base = ORIGINAL_BASE;
                plain_inv_freq(&original)
            })
        })
    });
    view! {
        <FigureFrame slug="frequencies" caption="Each dot is one pair: the first turns a radian per token, like a second hand; each later one is slower by the same ratio, down to hour hands that take thousands of tokens or more a turn.">
            <PlotCanvas testid=plot_of("frequencies") label=label aspect=0.42 min_height_css_px=200.0 max_height_css_px=240.0
                picture=paint(move |area, style| inv_freq.with(|f| reference.with(|r| draw(&area, f, r.as_deref().map(|r| (r, "base 10 000")), style))))/>
            <p class="readout-line" aria-live="polite">{move || inv_freq.with(|f| ends(f))}</p>
            <div class="controls compact"><DimsAndBase/></div>
            <FrequencyTable inv_freq=inv_freq/>
        </FigureFrame>
    }
}

/// The fastest and the slowest pair in words: each one's θ and the tokens one turn takes.
fn ends(inv_freq: &[f64]) -> String {
    let turning: Vec<(usize, f64)> = inv_freq
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, f)| *f > 0.0)
        .collect();
    let (Some(&(first, fast)), Some(&(last, slow))) = (turning.first(), turning.last()) else {
        return String::new();
    };
    let turn = |theta: f64| {
        let wavelength = std::f64::consts::TAU / theta;
        if wavelength < 100.0 {
            plain(wavelength, 3)
        } else {
            tokens(wavelength)
        }
    };
    format!(
        "Pair {first}: θ = {} rad a token, a turn every {} tokens; pair {last}: θ = {}, a turn every {} tokens.",
        sig(fast, 3),
        turn(fast),
        sig(slow, 3),
        turn(slow)
    )
}

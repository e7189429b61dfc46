//! Figure `proof`: one pair, q at position m and k at position n, and the algebra that turns
//! their dot product into a function of m − n, every line with the current numbers (the
//! lecture's q = (2, 0), k = (1, 1), θ = 30°: positions 3 and 1, and 5 and 3, both 2.732).

use super::frame::FigureFrame;
use crate::format::plain;
use crate::panels::pairs::{draw, layout, picture, shown_pairs, PairNumbers, ProofSteps};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::state::use_app_state;
use crate::widgets::readout::Num;
use crate::widgets::slider::KeySlider;
use leptos::prelude::*;
use rope_params::figures::plot_of;

/// Steps of the derivation (`ProofSteps`' list items).
const PROOF_STEPS: usize = 5;

#[component]
pub fn ProofFigure() -> impl IntoView {
    let state = use_app_state();
    let pair = Memo::new(move |_| {
        let (q, k) = state.params.with(|p| p.query_key_pairs());
        let (m, n) = state.params.with(|p| (p.probe.m as f64, p.probe.n as f64));
        let theta = state
            .freqs
            .with(|f| f.inv_freq.first().copied().unwrap_or(1.0));
        PairNumbers::new(
            q.first().copied().unwrap_or((1.0, 0.0)),
            k.first().copied().unwrap_or((1.0, 0.0)),
            theta,
            m,
            n,
        )
    });
    let m = Signal::derive(move || state.params.with(|p| p.probe.m));
    let n = Signal::derive(move || state.params.with(|p| p.probe.n));
    let direct = Signal::derive(move || pair.with(|p| p.direct));
    let formula = Signal::derive(move || pair.with(|p| p.formula));
    // The same score as lengths and the angle between the turned arrows: |q|·|k|·cos(angle).
    let len_q = Signal::derive(move || pair.with(|p| p.q.0.hypot(p.q.1)));
    let len_k = Signal::derive(move || pair.with(|p| p.k.0.hypot(p.k.1)));
    let between_deg = Signal::derive(move || {
        pair.with(|p| {
            let a = p.q_rot.1.atan2(p.q_rot.0) - p.k_rot.1.atan2(p.k_rot.0);
            // Wrapped into (−180°, 180°]: the turn from k to q the shorter way.
            (a.sin().atan2(a.cos())).to_degrees()
        })
    });
    // Where that angle comes from, when k starts at an angle from q (the worked example: k
    // 45° ahead): the offset turns q (m − n)·θ further than k, less the start. `None` when
    // there is no start to subtract or the two wrap round past ±180°.
    let angle_parts = Signal::derive(move || {
        pair.with(|p| {
            let start = p.k.1.atan2(p.k.0) - p.q.1.atan2(p.q.0);
            let start_deg = start.sin().atan2(start.cos()).to_degrees();
            let offset_deg = p.gap_rad.to_degrees();
            let adds_up = (offset_deg - start_deg - between_deg.get()).abs() < 0.05;
            (start_deg.abs() >= 0.05 && offset_deg.abs() >= 0.05 && adds_up)
                .then_some((offset_deg, start_deg))
        })
    });
    // The slide's matrix algebra in numbers: qᵀ·R((n − m)θ)·k, one turn by the gap, is the score.
    // `gap_rad` is (m − n)·θ; the turn the slide writes is its negative, (n − m)·θ.
    let gap_rad = Signal::derive(move || pair.with(|p| -p.gap_rad));
    let by_gap = Signal::derive(move || {
        pair.with(|p| {
            let g = -p.gap_rad;
            let turned = (
                p.k.0 * g.cos() - p.k.1 * g.sin(),
                p.k.0 * g.sin() + p.k.1 * g.cos(),
            );
            p.q.0 * turned.0 + p.q.1 * turned.1
        })
    });
    let label = Signal::derive(move || {
        pair.with(|p| {
            format!(
                "One pair: q = ({}, {}) turned by m·θ to ({:.3}, {:.3}), k = ({}, {}) turned by n·θ to ({:.3}, {:.3}); their dot product is {:.4}.",
                p.q.0, p.q.1, p.q_rot.0, p.q_rot.1, p.k.0, p.k.1, p.k_rot.0, p.k_rot.1, p.direct
            )
        })
    });
    let height = Callback::new(move |w: f64| {
        let pairs = state
            .params
            .with(|p| shown_pairs(p.num_pairs(), p.probe.pair));
        layout(w, &pairs).1
    });
    let place = move |m: u64, n: u64| state.edit(|p| (p.probe.m, p.probe.n) = (m, n));
    // One step of the derivation at a time (the figure stays a screen tall on a phone), or all;
    // back to one at a time, the reader is where they left off.
    let (step, all) = (RwSignal::new(0usize), RwSignal::new(false));
    let shown = move || {
        if all.get() {
            "all".to_string()
        } else {
            (step.get() + 1).to_string()
        }
    };
    let go = move |delta: isize| {
        all.set(false);
        step.update(|k| *k = (*k as isize + delta).clamp(0, PROOF_STEPS as isize - 1) as usize);
    };
    // A clicker steps through the lines first (all shown: nothing left to step).
    crate::figures::steps::provide_steps(move |direction| {
        let (k, everything) = (step.get_untracked() as isize, all.get_untracked());
        // 0: to the last line (the clicker going back into the slide).
        if direction == 0 {
            step.set(PROOF_STEPS - 1);
            return true;
        }
        let next = k + direction as isize;
        if everything || !(0..PROOF_STEPS as isize).contains(&next) {
            return false;
        }
        step.set(next as usize);
        true
    });
    view! {
        <FigureFrame slug="proof" caption="Rotate, multiply out, collect: only cos((m − n)θ) and sin((m − n)θ) remain.">
            // One pair's plane needs little room: beside the derivation on a wide screen, a small
            // square above it on a phone, so the figure stays one screen tall.
            <div class="figure-split">
                <div class="plane-box">
                    <PlotCanvas testid=plot_of("proof") label=label aspect=0.3 min_height_css_px=170.0 max_height_css_px=300.0
                        height_for_width=height
                        picture=paint(move |area, style| draw(&area, &picture(&state, 0.0), style))/>
                </div>
                <div>
                    <div class="stepper" data-step=shown>
                        <ProofSteps pair=pair m=m n=n/>
                        <div class="stepper-nav" role="group" aria-label="steps of the derivation">
                            <button type="button" data-testid="proof-prev" on:click=move |_| go(-1)
                                disabled=move || all.get() || step.get() == 0><span aria-hidden="true">"←"</span><span class="visually-hidden">"previous step"</span></button>
                            <span aria-live="polite">{move || if all.get() { format!("all {PROOF_STEPS} steps") } else { format!("step {} of {PROOF_STEPS}", step.get() + 1) }}</span>
                            <button type="button" data-testid="proof-next" on:click=move |_| go(1)
                                disabled=move || all.get() || step.get() + 1 == PROOF_STEPS><span aria-hidden="true">"→"</span><span class="visually-hidden">"next step"</span></button>
                            <button type="button" data-testid="proof-all" aria-pressed=move || all.get().to_string()
                                on:click=move |_| all.update(|a| *a = !*a)>
                                {move || if all.get() { "one at a time" } else { "all steps" }}
                            </button>
                        </div>
                    </div>
                    <p class="readout-line" data-answer="" aria-live="polite">
                        "rotated dot " <Num testid="score-direct" value=direct digits=4/>
                        " · from m − n " <Num testid="score-formula" value=formula digits=4/>
                        " · |q| |k| cos: " <Num testid="proof-len-q" value=len_q digits=3/> " × "
                        <Num testid="proof-len-k" value=len_k digits=3/> " × cos "
                        <Num testid="proof-between-deg" value=between_deg digits=1/> "°"
                    </p>
                    // Asked for (`angles=1`, the "why it matches" slide): a slide has room for
                    // this line only where it is the point.
                    <Show when=move || angle_parts.with(Option::is_some) && state.params.with(|p| p.view.angles)>
                        <p class="readout-line" data-answer="" aria-live="polite">
                            {move || angle_parts.get().map(|(offset_deg, start_deg)| {
                                let (offset, start) = (plain(offset_deg, 3), plain(start_deg, 3));
                                // One short line: on a 4:3 slide a sentence took three and
                                // pushed the slide past the screen; the bullets say the rest.
                                format!(
                                    "{}° = offset {offset}° − start {start}°",
                                    plain(offset_deg - start_deg, 3)
                                )
                            })}
                        </p>
                    </Show>
                    // Asked for (`matrices=1`, the key-algebra slide): the same score the matrix way.
                    <p class="readout-line" aria-live="polite" hidden=move || !state.params.with(|p| p.view.matrices)>
                        "As matrices: qᵀ·R(" <Num testid="proof-gap-rad" value=gap_rad digits=3/> ")·k = "
                        <Num testid="proof-by-gap" value=by_gap digits=4/>
                    </p>
                </div>
            </div>
            <div class="controls compact">
                <KeySlider label="query position m" key="m" min=0.0 max=24.0
                    format=|v| format!("{v}")/>
                <KeySlider label="key position n" key="n" min=0.0 max=24.0
                    format=|v| format!("{v}")/>
                <div class="scenes" role="group" aria-label="positions">
                    <button type="button" data-testid="place-3-1" on:click=move |_| place(3, 1)>"3 and 1"</button>
                    <button type="button" data-testid="place-5-3" on:click=move |_| place(5, 3)>"5 and 3"</button>
                </div>
            </div>
        </FigureFrame>
    }
}

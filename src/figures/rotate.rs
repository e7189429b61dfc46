//! Figure `rotate`: the word 'cat' as a query and a key, each turned by its position; play moves
//! both along and the score stays put (the seeds' 0.8934 at positions 3 and 7, and 10 and 14).

use super::frame::FigureFrame;
use super::shift_check::ShiftCheck;
use crate::panels::pairs::{draw, layout, picture, shown_pairs, use_motion, PlayControls};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::visibility::use_on_screen;
use crate::state::use_app_state;
use crate::widgets::readout::Num;
use leptos::html::Div;
use leptos::prelude::*;
use rope_math::score::score_direct;
use rope_params::figures::plot_of;

#[component]
pub fn RotateFigure() -> impl IntoView {
    let state = use_app_state();
    let root = NodeRef::<Div>::new();
    // The URL pinned the positions (a scene or m/n of its own): no autoplay.
    let pinned = state.params.with_untracked(|p| {
        let start = p.baseline();
        p.scene.is_some() || (p.probe.m, p.probe.n) != (start.probe.m, start.probe.n)
    });
    let motion = use_motion(state, use_on_screen(root), !pinned);
    // A clicker plays the motion once, then pauses it, then moves on.
    let played = StoredValue::new(false);
    crate::figures::steps::provide_steps(move |direction| {
        // Back (-1), or back into the slide (0): the rotation stays as it is.
        if direction <= 0 {
            return false;
        }
        if motion.playing.get_untracked() {
            motion.playing.set(false);
            played.set_value(true);
            true
        } else if !played.get_value() {
            motion.playing.set(true);
            played.set_value(true);
            true
        } else {
            false
        }
    });
    let score = Memo::new(move |_| {
        let (q, k) = state.params.with(|p| p.query_key_pairs());
        let (m, n, layout) = state
            .params
            .with(|p| (p.probe.m, p.probe.n, p.probe.layout));
        state
            .freqs
            .with(|f| score_direct(&q, &k, m as f64, n as f64, &f.inv_freq, layout))
    });
    let formula = Memo::new(move |_| {
        let (q, k) = state.params.with(|p| p.query_key_pairs());
        let offset = state.params.with(|p| p.probe.m as f64 - p.probe.n as f64);
        let terms = rope_math::score::pair_terms(&q, &k);
        state
            .freqs
            .with(|f| rope_math::score::score_formula(&terms, &f.inv_freq, offset))
    });
    let shift = Memo::new(move |_| state.params.with(|p| p.probe.shift_tokens));
    let offset = Signal::derive(move || state.params.with(|p| p.probe.m as f64 - p.probe.n as f64));
    let label = Signal::derive(move || {
        state.params.with(|p| {
            format!(
                "The query turned by m·θ (m = {}) and the key by n·θ (n = {}), one circle per pair; their score is {:.4}.",
                p.probe.m, p.probe.n, score.get()
            )
        })
    });
    let height = Callback::new(move |w: f64| {
        let pairs = state
            .params
            .with(|p| shown_pairs(p.num_pairs(), p.probe.pair));
        layout(w, &pairs).1
    });
    let place = move |m: u64, n: u64| {
        motion.playing.set(false);
        state.edit(|p| (p.probe.m, p.probe.n) = (m, n));
    };
    view! {
        <FigureFrame slug="rotate" caption="q turns by m·θ, k by n·θ (faint: before turning; drag a tip to change its arrow). Move both by the same number of tokens: the angle between them, and the score, stay.">
            <div node_ref=root>
                <PlotCanvas testid=plot_of("rotate") label=label aspect=0.42 min_height_css_px=180.0 max_height_css_px=320.0
                    height_for_width=height
                    picture=paint(move |area, style| draw(&area, &picture(&state, motion.frac.get()), style))
                    export=paint(move |area, style| draw(&area, &picture(&state, 0.0), style))/>
            </div>
            <p class="readout-line" data-answer="" aria-live="polite">
                "m − n = " <Num testid="offset" value=offset digits=0/>
                ": score " <Num testid="score-direct" value=score digits=4/>
                " (rotate, then dot) = " <Num testid="score-formula" value=formula digits=4/>
                " (from m − n alone)"
            </p>
            <Show when=move || { shift.get() > 0 }>
                <ShiftCheck shift=shift/>
            </Show>
            <div class="figure-row">
                <PlayControls motion=motion/>
                // The cat's two placings; a figure checking a shift in float32 has its own.
                <Show when=move || { shift.get() == 0 }>
                    <div class="scenes" role="group" aria-label="positions">
                        <button type="button" data-testid="place-3-7" on:click=move |_| place(3, 7)>"positions 3 and 7"</button>
                        <button type="button" data-testid="place-10-14" on:click=move |_| place(10, 14)>"10 and 14"</button>
                    </div>
                </Show>
            </div>
        </FigureFrame>
    }
}

//! The pairs panel's animation: play advances both positions together (so the offset, and the
//! score, stay fixed while every pair turns). Smooth between tokens by a fractional position
//! used only for drawing; whole tokens go into `Params`. Paused off screen or in a hidden tab;
//! with reduced motion it never starts by itself and moves in whole-token steps.

use crate::state::AppState;
use leptos::prelude::*;
use leptos_use::{
    use_document_visibility, use_prefers_reduced_motion, use_raf_fn_with_options, UseRafFnOptions,
};

/// Handles of the animation, all `Copy`.
#[derive(Clone, Copy, Debug)]
pub struct Motion {
    pub playing: RwSignal<bool>,
    /// Tokens per second (the `speed` URL key).
    pub speed: Signal<f64>,
    /// Fraction of a token beyond `m` and `n`, for smooth drawing (0 when paused).
    pub frac: RwSignal<f64>,
    pub reduced: Signal<bool>,
}

impl Motion {
    /// Moves both positions by `tokens` (negative: back), keeping the offset.
    pub fn step(&self, state: &AppState, tokens: i64) {
        state.edit(|p| {
            let shift =
                |x: u64| x.saturating_add_signed(tokens.max(-(p.probe.m.min(p.probe.n) as i64)));
            (p.probe.m, p.probe.n) = (shift(p.probe.m), shift(p.probe.n));
        });
    }
}

/// Sets up the animation of a view that is `on_screen` (it pauses when not). It starts playing
/// by itself unless the reader prefers reduced motion or the URL pinned the positions (a
/// scene, or `m`/`n`).
pub fn use_motion(state: AppState, on_screen: Signal<bool>, autoplay: bool) -> Motion {
    let reduced = use_prefers_reduced_motion();
    // Asked directly at start: the hook's signal may only settle after the first render.
    let reduced_now = window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|q| q.matches());
    let motion = Motion {
        playing: RwSignal::new(autoplay && !reduced_now),
        speed: Memo::new(move |_| state.params.with(|p| p.view.speed_tokens_per_s)).into(),
        frac: RwSignal::new(0.0),
        reduced,
    };
    let page_visible = use_document_visibility();
    // Whole-token steps under reduced motion wait for a full token's worth of time.
    let carry = StoredValue::new(0.0f64);
    let raf = use_raf_fn_with_options(
        move |args| {
            let tokens =
                carry.get_value() + motion.speed.get_untracked() * args.delta.min(250.0) / 1000.0;
            let whole = tokens.floor();
            carry.set_value(tokens - whole);
            if whole >= 1.0 {
                motion.step(&state, whole as i64);
            }
            if !motion.reduced.get_untracked() {
                motion.frac.set(tokens - whole);
            }
        },
        UseRafFnOptions::default().immediate(false),
    );
    Effect::new(move |_| {
        let active = motion.playing.get()
            && on_screen.get()
            && page_visible.get() == web_sys::VisibilityState::Visible;
        if active {
            (raf.resume)();
        } else {
            (raf.pause)();
            carry.set_value(0.0);
            motion.frac.set(0.0);
        }
    });
    motion
}

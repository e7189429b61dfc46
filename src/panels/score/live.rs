//! The score data a view shows, kept current: a quick preview while the inputs move, the exact
//! envelopes once they rest.

use super::data::ScoreData;
use crate::state::AppState;
use leptos::prelude::*;
use leptos_use::use_debounce_fn_with_arg;
use rope_params::params::Figures;
use rope_params::{Params, Probe, View};

/// The parameters the score depends on: the RoPE settings, the probe but its positions, and
/// the offset axis and span (not the labels, panel or theme).
pub fn score_inputs(p: &Params) -> Params {
    Params {
        rope: p.rope.clone(),
        probe: Probe {
            m: 0,
            n: 0,
            shift_tokens: 0,
            ..p.probe.clone()
        },
        view: View {
            axis: p.view.axis,
            span_tokens: p.view.span_tokens,
            ..View::default()
        },
        preset: None,
        scene: None,
        // The figures' own settings never reach the score.
        figures: Figures::default(),
    }
}

/// The inputs of the score (see [`score_inputs`]) and its data. A change first computes a quick
/// preview; the exact envelopes follow once the inputs have rested for 150 ms, so dragging a
/// slider stays smooth at any span.
pub fn use_score_data(state: AppState) -> (Memo<Params>, Memo<ScoreData>) {
    let inputs = Memo::new(move |_| state.params.with(score_inputs));
    let exact_for = RwSignal::new(None::<Params>);
    // Exact only when the inputs have not changed since the last computation: coming back to
    // inputs that were once exact (dragging back across the starting value) stays a preview
    // until they rest again, instead of a full exact pass in the middle of a drag.
    let computed_for = StoredValue::new(None::<Params>);
    let data = Memo::new(move |_| {
        let p = inputs.get();
        // Read (and so track) `exact_for` every time, so its setting after a rest re-runs this.
        let rested = exact_for.with(|e| e.as_ref() == Some(&p));
        let changed = computed_for.with_value(|c| c.as_ref() != Some(&p));
        let exact = rested && !changed;
        computed_for.set_value(Some(p.clone()));
        state.freqs.with(|f| ScoreData::compute(&p, f, !exact))
    });
    let mark_rested = use_debounce_fn_with_arg(move |p: Params| exact_for.set(Some(p)), 150.0);
    Effect::new(move |_| {
        mark_rested(inputs.get());
    });
    (inputs, data)
}

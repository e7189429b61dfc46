//! Live numbers of the pairs panel: the score computed directly and by the formula (selected
//! pair and total), the derivation step by step with the current values, and the table that is
//! the picture's text alternative.

use super::numbers::{turn_degrees, PairNumbers};
use crate::state::use_app_state;
use crate::widgets::heading::SubHeading;
use crate::widgets::live_rows::Cells;
use crate::widgets::pair_table::PairTable;
use crate::widgets::readout::Num;
use crate::widgets::section::use_section;
use leptos::prelude::*;
use rope_math::rotation::pair_indices;

/// The selected pair's numbers and the totals.
#[component]
pub fn ScoreReadout(
    pair: Memo<PairNumbers>,
    pair_index: Signal<usize>,
    offset_tokens: Signal<f64>,
    total_direct: Signal<f64>,
    total_formula: Signal<f64>,
    num_pairs: Signal<usize>,
) -> impl IntoView {
    let p = move |f: fn(&PairNumbers) -> f64| Signal::derive(move || pair.with(f));
    view! {
        <div class="readout" aria-live="polite">
            <p>
                "offset m − n = " <Num testid="offset" value=offset_tokens digits=0/>
                " tokens"
            </p>
            <SubHeading>"pair " {pair_index} " (selected)"</SubHeading>
            <dl class="numbers">
                <dt>"q turned by m·θ"</dt>
                <dd><Num testid="angle-q-rad" value=p(|n| n.angle_q_rad) digits=4/>" rad ≡ "
                    <Num testid="angle-q-deg" value=p(|n| turn_degrees(n.angle_q_rad)) digits=1/>"°"</dd>
                <dt>"k turned by n·θ"</dt>
                <dd><Num testid="angle-k-rad" value=p(|n| n.angle_k_rad) digits=4/>" rad ≡ "
                    <Num testid="angle-k-deg" value=p(|n| turn_degrees(n.angle_k_rad)) digits=1/>"°"</dd>
                <dt>"(m − n)·θ"</dt>
                <dd><Num testid="gap-rad" value=p(|n| n.gap_rad) digits=4/>" rad = "
                    <Num testid="gap-deg" value=p(|n| n.gap_rad.to_degrees()) digits=1/>"°"</dd>
                <dt>"q·k, q×k (unrotated)"</dt>
                <dd><Num testid="pair-dot" value=p(|n| n.dot) digits=4/>", "
                    <Num testid="pair-cross" value=p(|n| n.cross) digits=4/></dd>
                <dt>"direct: q_m · k_n"</dt>
                <dd><Num testid="pair-score-direct" value=p(|n| n.direct)/></dd>
                <dt>"formula: (q·k)cos((m−n)θ) + (q×k)sin((m−n)θ)"</dt>
                <dd>
                    <Num testid="pair-term-cos" value=p(|n| n.dot * n.gap_rad.cos())/>" + "
                    <Num testid="pair-term-sin" value=p(|n| n.cross * n.gap_rad.sin())/>" = "
                    <Num testid="pair-score-formula" value=p(|n| n.formula)/>
                </dd>
            </dl>
            <SubHeading>"all " {num_pairs} " pairs"</SubHeading>
            <dl class="numbers total">
                <dt>"direct: rotate every pair, then dot"</dt>
                <dd><Num testid="score-direct" value=total_direct/></dd>
                <dt>"formula: Σ (q·k)ᵢcos((m−n)θᵢ) + (q×k)ᵢsin((m−n)θᵢ)"</dt>
                <dd><Num testid="score-formula" value=total_formula/></dd>
            </dl>
        </div>
    }
}

/// The derivation for the selected pair, each line with its value, behind a summary.
#[component]
pub fn Proof(pair: Memo<PairNumbers>, m: Signal<u64>, n: Signal<u64>) -> impl IntoView {
    let (open, on_toggle) = use_section("proof");
    view! {
        <details class="proof" open=move || open.get() on:toggle=on_toggle>
            <summary>"Why only m − n survives: the algebra with these numbers"</summary>
            <ProofSteps pair=pair m=m n=n/>
        </details>
    }
}

/// The derivation's steps, each with the current values.
#[component]
pub fn ProofSteps(pair: Memo<PairNumbers>, m: Signal<u64>, n: Signal<u64>) -> impl IntoView {
    // Numbers with a true minus sign; a factor after "·" in brackets when negative.
    let signed = |x: f64| format!("{x:.4}").replace('-', "−");
    let v = move |f: fn(&PairNumbers) -> f64| move || signed(pair.with(f));
    let factor = move |f: fn(&PairNumbers) -> f64| {
        move || {
            let x = pair.with(f);
            if x < 0.0 {
                format!("({})", signed(x))
            } else {
                signed(x)
            }
        }
    };
    // An angle in radians and, as the text speaks of it, in degrees.
    let deg =
        move |f: fn(&PairNumbers) -> f64| move || format!("{:.1}°", pair.with(f).to_degrees());
    view! {
            <ol class="proof-steps">
                <li value="1">"Rotate: q at m = " {m} " by mθ = " {v(|p| p.angle_q_rad)} " rad (" {deg(|p| p.angle_q_rad)} ") gives q_m = ("
                    {v(|p| p.q_rot.0)} ", " {v(|p| p.q_rot.1)} "); k at n = " {n} " by nθ = "
                    {v(|p| p.angle_k_rad)} " rad (" {deg(|p| p.angle_k_rad)} ") gives k_n = (" {v(|p| p.k_rot.0)} ", " {v(|p| p.k_rot.1)} ")."</li>
                <li value="2">"Dot them: q_m·k_n = " {v(|p| p.q_rot.0)} "·" {factor(|p| p.k_rot.0)} " + "
                    {factor(|p| p.q_rot.1)} "·" {factor(|p| p.k_rot.1)} " = " {v(|p| p.direct)} "."</li>
                <li value="3">"Expand and group: q₁k₁ and q₂k₂ get cos mθ·cos nθ + sin mθ·sin nθ = " {v(PairNumbers::collect_cos)}
                    "; q₁k₂ gets sin mθ·cos nθ − cos mθ·sin nθ = " {v(PairNumbers::collect_sin)}
                    ", and q₂k₁ minus that."</li>
                <li value="4">"By the difference identities those are cos(mθ − nθ) = cos((m−n)θ) = " {v(|p| p.gap_rad.cos())}
                    " and sin((m−n)θ) = " {v(|p| p.gap_rad.sin())} ". Only the offset is left."</li>
                <li value="5">"So q_m·k_n = (q₁k₁ + q₂k₂)·cos((m−n)θ) + (q₁k₂ − q₂k₁)·sin((m−n)θ) = "
                    {v(|p| p.dot)} "·" {factor(|p| p.gap_rad.cos())} " + " {factor(|p| p.cross)} "·"
                    {factor(|p| p.gap_rad.sin())} " = " {v(|p| p.formula)} ", the same as step 2."</li>
            </ol>
    }
}

/// One row of the text alternative.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Row {
    pub pair: usize,
    pub numbers: PairNumbers,
}

/// The table a screen reader (or anyone) can read instead of the picture: every pair.
#[component]
pub fn PairsTable(rows: Memo<Vec<Row>>) -> impl IntoView {
    let state = use_app_state();
    let count = Memo::new(move |_| rows.with(Vec::len));
    // The flat dimensions each pair rotates, in the chosen layout.
    let dims = Memo::new(move |_| {
        state.params.with(|p| {
            (0..p.num_pairs())
                .map(|i| pair_indices(i, p.rope.d, p.probe.layout))
                .collect::<Vec<_>>()
        })
    });
    view! {
        <PairTable
            testid="pairs-table"
            summary="What the circles show, pair by pair (table)"
            caption="Angles within one turn, in degrees; contribution of each pair to the score"
            columns=&[("dimensions", None), ("angle of q", None), ("angle of k", None), ("gap (m−n)θ", None), ("contribution", None)]
            rows=count
            num_pairs=count
            fill=move |cells: &mut Cells| rows.with(|r| dims.with(|dims| {
                for (row, &(a, b)) in r.iter().zip(dims) {
                    let p = &row.numbers;
                    cells.text(|| format!("{a}, {b}"));
                    cells.text(|| format!("{:.1}°", turn_degrees(p.angle_q_rad)));
                    cells.text(|| format!("{:.1}°", turn_degrees(p.angle_k_rad)));
                    cells.text(|| format!("{:.1}°", p.gap_rad.to_degrees()));
                    cells.text(|| format!("{:.4}", p.formula));
                }
            }))
        />
    }
}

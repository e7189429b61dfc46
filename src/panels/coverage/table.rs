//! The coverage panel's numbers: summary readouts and the per-pair table (`pair-table` with
//! `inv-freq-<i>`, `wavelength-<i>`, `turns-train-<i>`, `turns-infer-<i>`), plus its CSV.

use crate::format::sig;
use crate::state::use_app_state;
use crate::widgets::live_rows::Cells;
use crate::widgets::pair_table::PairTable;
use crate::widgets::readout::Readout;
use leptos::prelude::*;
use rope_math::analysis::PairCoverage;
use rope_math::freq::default_inv_freq;

/// Attention factor, effective base, out-of-distribution count, critical dimension, the fast
/// pair's angle step before and after scaling, and the slowest pair's slow-down against base 10000.
#[component]
pub fn CoverageNumbers() -> impl IntoView {
    let state = use_app_state();
    let f = state.freqs;
    let cov = state.coverage;
    let af = Signal::derive(move || f.with(|f| f.attention_factor));
    let base = Signal::derive(move || f.with(|f| f.effective_base.unwrap_or(f64::NAN)));
    let ood = Signal::derive(move || cov.with(|c| c.out_of_distribution_count as f64));
    let crit = Signal::derive(move || cov.with(|c| c.critical_dim as f64));
    let step_before =
        Signal::derive(move || f.with(|f| f.original.first().copied().unwrap_or(0.0)));
    let step_after = Signal::derive(move || f.with(|f| f.inv_freq.first().copied().unwrap_or(0.0)));
    let slowdown = Signal::derive(move || {
        let d = state.params.with(|p| p.rope.d);
        let reference = default_inv_freq(d, 10000.0).last().copied().unwrap_or(1.0);
        f.with(|f| reference / f.inv_freq.last().copied().unwrap_or(1.0))
    });
    view! {
        <dl class="readouts">
            <Readout label="attention factor" testid="attention-factor" value=af shown=Signal::derive(move || sig(af.get(), 5))/>
            <Readout label="effective base" testid="effective-base" value=base shown=Signal::derive(move || if base.get().is_finite() { sig(base.get(), 7) } else { "— (no single base)".into() })/>
            <Readout label="pairs outside their training angles" testid="ood-count" value=ood shown=Signal::derive(move || format!("{}", ood.get()))/>
            <Readout label="critical dimension" testid="critical-dim" value=crit shown=Signal::derive(move || format!("{} dims", crit.get()))/>
            <Readout label="pair 0 step per token, before → after" testid="step-after" value=step_after
                shown=Signal::derive(move || format!("{}° → {}°", sig(step_before.get().to_degrees(), 4), sig(step_after.get().to_degrees(), 4)))/>
            <Readout label="slowest pair vs base 10000" testid="slowdown" value=slowdown shown=Signal::derive(move || format!("{}× slower", sig(slowdown.get(), 4)))/>
        </dl>
    }
}

/// The per-pair table.
#[component]
pub fn CoverageTable(
    /// The words of its toggle.
    #[prop(
        default = "Every pair: frequency, wavelength, angle and turns in training and at inference (table)"
    )]
    summary: &'static str,
) -> impl IntoView {
    let state = use_app_state();
    let count = Memo::new(move |_| state.coverage.with(|c| c.pairs.len()));
    // One memo for the whole column: rows only re-read it when some pair crosses the line.
    let outside = Memo::new(move |_| {
        state.coverage.with(|c| {
            c.pairs
                .iter()
                .map(|p| p.out_of_distribution)
                .collect::<Vec<_>>()
        })
    });
    let flagged =
        Callback::new(move |i: usize| outside.with(|o| o.get(i).copied().unwrap_or(false)));
    view! {
        <PairTable
            testid="pair-table"
            summary=summary
            caption="Training uses the original θᵢ over the training length; inference the scaled θᵢ over the inference length"
            columns=&[
                ("θᵢ scaled (rad/token)", Some("inv-freq")),
                ("wavelength (tokens)", Some("wavelength")),
                ("angle in training", Some("angle-train-deg")),
                ("angle at inference", Some("angle-infer-deg")),
                ("turns in training", Some("turns-train")),
                ("turns at inference", Some("turns-infer")),
                ("outside?", None),
            ]
            rows=count
            num_pairs=count
            flagged=flagged
            open=Signal::derive(move || count.get() <= 8)
            fill=move |cells: &mut Cells| state.coverage.with(|c| {
                for p in &c.pairs {
                    let (a_tr, a_in) = (p.angle_train_rad.to_degrees(), p.angle_infer_rad.to_degrees());
                    cells.number(p.inv_freq_scaled, || sig(p.inv_freq_scaled, 6));
                    cells.number(p.wavelength_tokens, || sig(p.wavelength_tokens, 6));
                    cells.number(a_tr, || format!("{}°", sig(a_tr, 6)));
                    cells.number(a_in, || format!("{}°", sig(a_in, 6)));
                    cells.number(p.turns_train, || sig(p.turns_train, 6));
                    cells.number(p.turns_infer, || sig(p.turns_infer, 6));
                    cells.text(|| if p.out_of_distribution { "yes" } else { "" }.to_string());
                }
            })
        />
    }
}

/// The per-pair table as CSV.
pub fn coverage_csv(pairs: &[PairCoverage]) -> String {
    let mut out = String::from("pair,inv_freq_original,inv_freq_scaled,wavelength_tokens,angle_train_rad,angle_infer_rad,turns_train,turns_infer,out_of_distribution\n");
    for p in pairs {
        out.push_str(&format!(
            "{},{},{},{},{},{},{},{},{}\n",
            p.pair,
            p.inv_freq_original,
            p.inv_freq_scaled,
            p.wavelength_tokens,
            p.angle_train_rad,
            p.angle_infer_rad,
            p.turns_train,
            p.turns_infer,
            p.out_of_distribution
        ));
    }
    out
}

//! Base-scaling's per-pair table: the raised model of the text, pair by pair. Its training ran at
//! base 10000 over the training length; raised, it turns at the new base over the longer length.
//! (The lab's coverage table shows a model trained at the new base instead, whose trained angles
//! use the new speeds: there the slowest pair of d = 128 reads "outside" where this one is inside.)

use super::base_scaling_bases::Bases;
use crate::format::sig;
use crate::widgets::live_rows::Cells;
use crate::widgets::pair_table::PairTable;
use leptos::prelude::*;
use rope_math::analysis::beyond_trained;

/// One pair of the raised model.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct RaisedPair {
    pub theta_old: f64,
    pub theta_new: f64,
    pub angle_train_rad: f64,
    pub angle_long_rad: f64,
}

impl RaisedPair {
    pub fn slowdown(&self) -> f64 {
        if self.theta_new > 0.0 {
            self.theta_old / self.theta_new
        } else {
            1.0
        }
    }
    /// Past the largest angle training showed it (the coverage panel's rule).
    pub fn beyond_training(&self) -> bool {
        beyond_trained(self.angle_train_rad, self.angle_long_rad)
    }
}

pub(super) fn raised_pairs(b: &Bases) -> Vec<RaisedPair> {
    b.old
        .iter()
        .zip(&b.new)
        .map(|(&theta_old, &theta_new)| RaisedPair {
            theta_old,
            theta_new,
            angle_train_rad: theta_old * b.train_len_tokens as f64,
            angle_long_rad: theta_new * b.infer_len_tokens as f64,
        })
        .collect()
}

#[component]
pub(super) fn RaisedTable(bases: Memo<Bases>) -> impl IntoView {
    let pairs = Memo::new(move |_| bases.with(raised_pairs));
    let count = Memo::new(move |_| pairs.with(Vec::len));
    let beyond = Memo::new(move |_| {
        pairs.with(|ps| {
            ps.iter()
                .map(RaisedPair::beyond_training)
                .collect::<Vec<_>>()
        })
    });
    let flagged =
        Callback::new(move |i: usize| beyond.with(|b| b.get(i).copied().unwrap_or(false)));
    view! {
        <PairTable
            testid="raised-table"
            summary="every pair of the raised model: trained angle against its angle at the longer length (table)"
            caption="Trained at base 10000 over the training length; raised, each pair turns at the new base over the longer length. Beyond training: past the largest angle training showed a pair that never turned a full circle."
            columns=&[
                ("θᵢ at base 10000 (rad/token)", Some("raised-theta-old")),
                ("θᵢ at the new base (rad/token)", Some("raised-theta-new")),
                ("times slower", Some("raised-slowdown")),
                ("angle in training", Some("raised-angle-train-deg")),
                ("angle at the longer length", Some("raised-angle-long-deg")),
                ("beyond training?", None),
            ]
            rows=count
            num_pairs=count
            flagged=flagged
            open=Signal::derive(move || count.get() <= 8)
            fill=move |cells: &mut Cells| pairs.with(|ps| {
                for p in ps {
                    let (a_tr, a_long) = (p.angle_train_rad.to_degrees(), p.angle_long_rad.to_degrees());
                    cells.number(p.theta_old, || sig(p.theta_old, 6));
                    cells.number(p.theta_new, || sig(p.theta_new, 6));
                    cells.number(p.slowdown(), || format!("{}×", sig(p.slowdown(), 4)));
                    cells.number(a_tr, || format!("{}°", sig(a_tr, 6)));
                    cells.number(a_long, || format!("{}°", sig(a_long, 6)));
                    cells.text(|| if p.beyond_training() { "yes" } else { "" }.to_string());
                }
            })
        />
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rope_math::freq::default_inv_freq;

    fn bases(new_base: f64) -> Bases {
        Bases {
            new_base,
            old: default_inv_freq(128, 10000.0),
            new: default_inv_freq(128, new_base),
            pair: 63,
            train_len_tokens: 4096,
            infer_len_tokens: 32768,
        }
    }

    #[test]
    fn raised_fifty_fold_the_slowest_pair_is_back_inside_its_trained_angles() {
        let ps = raised_pairs(&bases(500_000.0));
        let slowest = ps[63];
        // At base 10000 pair 63 of 128 reaches 8 times its trained angle at 8 times the length.
        let before = raised_pairs(&bases(10000.0))[63];
        assert!(before.beyond_training());
        assert!((before.angle_long_rad / before.angle_train_rad - 8.0).abs() < 1e-12);
        // Raised, it turns about 47 times slower: 8/47 of its trained angle, well inside.
        assert!((slowest.slowdown() - 50f64.powf(126.0 / 128.0)).abs() < 1e-9);
        assert!(!slowest.beyond_training());
        assert!(slowest.angle_long_rad < 0.2 * slowest.angle_train_rad);
        // Pair 0 keeps its speed and has turned many full circles: never beyond.
        assert_eq!(ps[0].slowdown(), 1.0);
        assert!(!ps[0].beyond_training());
    }

    #[test]
    fn some_middle_pairs_stay_beyond_at_a_raise_too_small() {
        // 83 000 slows pair 63 by about 8, just enough; the pairs before it are slowed less.
        let ps = raised_pairs(&bases(83_000.0));
        assert!(!ps[63].beyond_training());
        assert!(ps.iter().any(RaisedPair::beyond_training));
    }
}

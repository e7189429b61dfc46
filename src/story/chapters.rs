//! The chapters in reading order: anchor, title, part, and the body (prose and figures).

use leptos::prelude::*;

/// One chapter: its anchor (`#<id>`, also the slug of its main figure), title and body.
pub struct Chapter {
    pub id: &'static str,
    pub title: &'static str,
    /// Index into [`PARTS`].
    pub part: usize,
    pub body: fn() -> AnyView,
}

/// The parts' headings.
pub const PARTS: [&str; 4] = [
    "Part I · Marking position",
    "Part II · The rotation",
    "Part III · Long context",
    "Part IV · Beyond",
];

/// Every chapter, in reading order.
pub fn chapters() -> [Chapter; 22] {
    use super::part1::*;
    use super::part2::*;
    use super::part3::*;
    use super::part3_stretch::*;
    use super::part4::*;
    [
        Chapter {
            id: "order-blind",
            title: "Attention is order-blind",
            part: 0,
            body: order_blind,
        },
        Chapter {
            id: "slot-marks",
            title: "Slot numbers",
            part: 0,
            body: slot_marks,
        },
        Chapter {
            id: "sinusoid",
            title: "Sinusoidal marks",
            part: 0,
            body: sinusoid,
        },
        Chapter {
            id: "sinusoid-shift",
            title: "Where added marks break",
            part: 0,
            body: sinusoid_shift,
        },
        Chapter {
            id: "rotate",
            title: "Rotate instead of add",
            part: 1,
            body: rotate,
        },
        Chapter {
            id: "proof",
            title: "Why only m − n survives",
            part: 1,
            body: proof,
        },
        Chapter {
            id: "frequencies",
            title: "Many pairs, many speeds",
            part: 1,
            body: frequencies,
        },
        Chapter {
            id: "matrix",
            title: "The matrix you never build",
            part: 1,
            body: matrix,
        },
        Chapter {
            id: "layouts",
            title: "Two layouts",
            part: 1,
            body: layouts,
        },
        Chapter {
            id: "score-distance",
            title: "Score against distance",
            part: 1,
            body: score_distance,
        },
        Chapter {
            id: "cost",
            title: "The bill for length",
            part: 2,
            body: cost,
        },
        Chapter {
            id: "slow-pairs",
            title: "Angles never seen",
            part: 2,
            body: slow_pairs,
        },
        Chapter {
            id: "base-scaling",
            title: "Raise the base",
            part: 2,
            body: base_scaling,
        },
        Chapter {
            id: "interpolation",
            title: "Squeeze the positions",
            part: 2,
            body: interpolation,
        },
        Chapter {
            id: "per-pair-scaling",
            title: "Treat each frequency differently",
            part: 2,
            body: per_pair_scaling,
        },
        Chapter {
            id: "alibi",
            title: "Penalise instead of rotate",
            part: 2,
            body: alibi,
        },
        Chapter {
            id: "context-budget",
            title: "Advertised versus effective",
            part: 2,
            body: context_budget,
        },
        Chapter {
            id: "base-bound",
            title: "The base bounds the context",
            part: 3,
            body: base_bound,
        },
        Chapter {
            id: "extrapolation-bound",
            title: "How far a larger base reaches",
            part: 3,
            body: extrapolation_bound,
        },
        Chapter {
            id: "partial-rotary",
            title: "Rotate only part of the head",
            part: 3,
            body: partial_rotary,
        },
        Chapter {
            id: "mrope",
            title: "Positions in time, height and width",
            part: 3,
            body: mrope,
        },
        Chapter {
            id: "precision",
            title: "Angles in float32 and bfloat16",
            part: 3,
            body: precision,
        },
    ]
}

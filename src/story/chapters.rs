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
pub const PARTS: [&str; 2] = ["Part I · Marking position", "Part II · The rotation"];

/// Every chapter, in reading order.
pub fn chapters() -> [Chapter; 10] {
    use super::part1::*;
    use super::part2::*;
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
    ]
}

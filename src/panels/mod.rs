//! The lab's panels, one folder each: the component in `mod.rs`, its data, charts (generic over
//! plotters' `DrawingBackend`, so tests draw them natively into SVG) and tables beside it.

pub mod coverage;
pub mod frequencies;
pub mod pairs;
pub mod score;

/// Every panel: its URL slug (`?panel=<slug>`) and heading.
pub const PANELS: [(&str, &str); 4] = [
    ("frequencies", "Frequencies: how fast each pair turns"),
    ("pairs", "Pairs: q and k turn, the score sees only m − n"),
    (
        "score",
        "Score against distance: a soft preference for nearby tokens",
    ),
    (
        "coverage",
        "Coverage: which pairs leave their training angles, and every fix",
    ),
];

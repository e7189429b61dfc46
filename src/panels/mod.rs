//! One file per panel: a `<XPanel/>` component plus a `draw` function generic over plotters'
//! `DrawingBackend` (so it can be drawn natively into SVG in tests).

pub mod coverage;
mod coverage_config;
mod coverage_draw;
mod coverage_table;
pub mod frequencies;
pub mod pairs;
mod pairs_draw;
mod pairs_geometry;
mod pairs_input;
mod pairs_motion;
mod pairs_numbers;
mod pairs_readout;
pub mod score;
mod score_data;
mod score_draw;
mod score_labels;
mod score_lower;
mod score_raster;
mod score_table;

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

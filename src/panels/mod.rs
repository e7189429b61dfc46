//! One file per panel: a `<XPanel/>` component plus a `draw` function generic over plotters'
//! `DrawingBackend` (so it can be drawn natively into SVG in tests).

pub mod frequencies;

/// Every panel: its URL slug (`?panel=<slug>`) and heading.
pub const PANELS: [(&str, &str); 1] = [("frequencies", "Frequencies: how fast each pair turns")];

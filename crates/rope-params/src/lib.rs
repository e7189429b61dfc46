//! # rope-params
//!
//! The page's state and protocol, above the formulas of `rope-math`: the grouped state
//! ([`Params`]), the table of URL keys that reads, writes and clamps it, the corrections a page
//! shows for bad input, the query codec, the seeds' worked scenes, the figure registry and
//! number formatting. Nothing here computes RoPE: it says which numbers the formulas get.

pub mod correction;
pub mod display;
pub mod figures;
pub mod import;
pub mod params;
pub mod query;
pub mod scenes;

pub use correction::Correction;
pub use params::{Background, Page, Params, Positions, Probe, Theme, View};

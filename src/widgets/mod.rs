//! Widgets every panel and figure builds from, each bound to the parameters or to a number it
//! shows.

pub mod controls;
pub mod download;
pub mod live_rows;

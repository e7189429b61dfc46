//! RoPE Explorer: the Leptos app. The math lives in the `rope-math` crate; this crate only
//! holds state, controls and drawing.

pub mod app;
pub mod canvas;
pub mod controls;
pub mod download;
pub mod format;
pub mod live_table;
pub mod measured;
pub mod panels;
pub mod raster;
pub mod state;
pub mod theme;

pub use app::App;

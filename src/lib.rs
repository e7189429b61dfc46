//! RoPE Explorer: the Leptos app. The math lives in the `rope-math` crate; this crate only
//! holds state, controls and drawing.

pub mod app;
pub mod embed;
pub mod figures;
pub mod files;
pub mod format;
pub mod panels;
pub mod plot;
pub mod state;
pub mod story;
pub mod widgets;

pub use app::App;

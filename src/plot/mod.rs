//! The plot layer: the canvas component, the measured backend, the image blit and the palette,
//! plus what every chart shares (the drawing error, the mesh's look). It knows no panel.

pub mod backend;
pub mod blit;
pub mod canvas;
pub mod card;
pub mod chart;
pub mod dial;
mod dial_labels;
pub mod export;
pub mod fit;
pub mod heights;
pub mod matrix;
pub mod measured;
pub mod palette;
pub mod style;
pub mod visibility;

pub use chart::{two_parts, y_label_room, DrawError, DrawResult, Grid};

//! The plot layer: the canvas component, the measured backend, the image blit and the palette,
//! plus what every chart shares. It knows no panel.

pub mod blit;
pub mod canvas;
pub mod measured;
pub mod style;

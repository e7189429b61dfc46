//! Widgets every panel and figure builds from: controls bound to one `Params` field, numbers
//! with their `data-value` hooks, per-pair tables, downloads, and page-unique element ids.

pub mod checkbox;
pub mod download;
pub mod heading;
pub mod ids;
pub mod layer_strip;
pub mod list_field;
pub mod live_rows;
pub mod markup;
pub mod notice;
pub mod number;
pub mod pair_table;
pub mod readout;
pub mod rope_dims;
pub mod section;
pub mod select;
pub mod slider;
pub mod slider_scale;
pub mod value_grid;

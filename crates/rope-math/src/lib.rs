//! # rope-math
//!
//! The numbers behind RoPE Explorer, in plain Rust (std and serde_json only): rotary position
//! embedding frequencies for every scaling method exactly as Hugging Face transformers computes
//! them, per-pair coverage, rotations in both pair layouts, scores and their envelopes, the
//! seeds' earlier position marks, ALiBi, costs, config import, presets, and the URL codec.
//!
//! Units are in the names: `_rad` radians, `_tokens` token counts or positions. Frequencies
//! (`inv_freq`, θ) are radians per token.

pub mod alibi;
pub mod analysis;
pub mod attention;
pub mod base_bound;
pub mod budget;
pub mod code;
pub mod config;
pub mod correction;
pub mod cost;
pub mod curves;
pub mod decay;
pub mod display;
pub mod envelope;
pub mod extrapolation;
pub mod figures;
pub mod freq;
pub mod heads;
pub mod layouts;
pub mod learned;
pub mod matrix;
pub mod means;
pub mod mrope;
pub mod order;
pub mod params;
pub mod precision;
pub mod presets;
pub mod query;
pub mod research;
pub mod rope2d;
pub mod rotation;
pub mod sampling;
pub mod scaling;
pub mod scenes;
pub mod score;
pub mod sinusoid;
pub mod vectors;

pub use correction::Correction;
pub use freq::{Band, Detail, Frequencies};
pub use params::{
    Background, Choice, Layout, MropeLayout, Page, Params, Positions, Probe, Rope, Scaling, Theme,
    VecChoice, View,
};
pub use scaling::frequencies;

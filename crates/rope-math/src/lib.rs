//! # rope-math
//!
//! The numbers behind RoPE Explorer, in plain Rust (std and serde_json only): rotary position
//! embedding frequencies for every scaling method exactly as Hugging Face transformers computes
//! them, per-pair coverage, rotations in both pair layouts, scores and their envelopes, the
//! earlier position marks, ALiBi, costs, the research results, presets and config import.
//! The formulas take the RoPE configuration ([`Rope`]) or the few numbers they need; the
//! page's state is the `rope-params` crate's, above this one.
//!
//! Units are in the names: `_rad` radians, `_tokens` token counts or positions. Frequencies
//! (`inv_freq`, θ) are radians per token.

pub mod alibi;
pub mod analysis;
pub mod argument;
pub mod attention;
pub mod base_bound;
pub mod budget;
pub mod choice;
pub mod config;
pub mod cost;
pub mod curves;
pub mod decay;
pub mod decode;
pub mod envelope;
pub mod extrapolation;
pub mod freq;
pub mod heads;
pub mod layouts;
pub mod learned;
pub mod limits;
pub mod matrix;
pub mod means;
pub mod middle;
pub mod mrope;
pub mod notice;
pub mod order;
pub mod precision;
pub mod presets;
pub mod research;
pub mod rope;
pub mod rope2d;
pub mod rotation;
pub mod sampling;
pub mod scaling;
pub mod score;
pub mod sinusoid;
pub mod vectors;

pub use choice::{Choice, Directions, Layout, MropeLayout, Scaling, VecChoice};
pub use freq::{Band, Detail, Frequencies};
pub use rope::Rope;
pub use scaling::frequencies;

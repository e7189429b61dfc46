//! Number formatting for display: the math crate's, so the story's build program writes the
//! numbers in its prose exactly as the figures show theirs.

pub use rope_params::display::*;

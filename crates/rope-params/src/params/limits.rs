//! Inclusive ranges of the page's own numbers (positions, the figures' settings, the views),
//! and the names a `fig=`, `panel=` or `open=` value may take. The configuration's ranges are
//! `rope_math::limits`, re-exported here so the key table reads one module.

pub use rope_math::limits::*;

pub const POSITION: (u64, u64) = (0, 100_000_000);

/// The context-budget figure's fact, percent of the way into the prompt.
pub const NEEDLE_PCT: (f64, f64) = (0.0, 100.0);

/// The softmax figure's unrelated words, each scoring 0 against the query (0: none).
pub const NOISE_TOKENS: (u64, u64) = (0, 1_000_000);

/// The rotate figure's shift check, tokens (0: none).
pub const SHIFT_TOKENS: (u64, u64) = (0, 1_000_000);

/// The learned-positions figure's table length, rows (positions): a few to a long context.
pub const LEARNED_ROWS: (u64, u64) = (2, 131_072);

/// The learned-positions figure's pair of words: tokens between them (0: no score chart).
pub const LEARNED_GAP_TOKENS: (u64, u64) = (0, 64);

/// The positional head's target offset r, tokens.
pub const HEAD_TARGET_TOKENS: (u64, u64) = (0, 1000);

/// How many of the fastest pairs the positional head uses (at most every pair; `clamp_all`
/// applies the head's real count).
pub const HEAD_FAST_PAIRS: (usize, usize) = (1, 512);

/// The positional head's sharpness.
pub const HEAD_SHARP: (f64, f64) = (0.0, 1000.0);

/// Offsets the score view can span.
pub const SPAN_TOKENS: (u64, u64) = (16, 10_000_000);

pub const VEC_ENTRY: (f64, f64) = (-1e3, 1e3);

/// A blog author's example: how many words (`order-blind` needs two), and the vectors'
/// width (even, since RoPE turns pairs).
pub const WORDS: (usize, usize) = (1, 8);

pub const EMB_WIDTH: (usize, usize) = (2, 8);

/// ALiBi head counts the score view offers.
pub const ALIBI_HEADS: (usize, usize) = (1, 128);

/// Animation speeds of the pairs view, tokens per second.
pub const SPEED: (f64, f64) = (0.1, 10_000.0);

/// Panel slugs a `panel=` value may name.
pub const PANELS: [&str; 4] = ["frequencies", "pairs", "score", "coverage"];

/// Sections an `open=` list may name: the per-pair tables, the pairs view's proof.
pub const SECTIONS: [&str; 2] = ["table", "proof"];

/// Scaling methods a `methods=` list may name: the per-pair-scaling figure's small charts.
pub const METHODS: [&str; 6] = ["linear", "ntk", "dynamic", "yarn", "llama3", "longrope"];

//! Inclusive ranges every numeric field is clamped into (so no NaN, infinity or absurd size
//! ever reaches a formula).

pub const D: (usize, usize) = (2, 1024);
pub const BASE: (f64, f64) = (2.0, 1e12);
/// `partial_rotary_factor`: above 0, at most the whole head.
pub const PARTIAL: (f64, f64) = (1e-3, 1.0);
/// Frequency indices one multimodal axis may take (at most every pair of the widest head).
pub const MROPE_SECTION: (f64, f64) = (0.0, 512.0);
pub const FACTOR: (f64, f64) = (1.0, 1000.0);
pub const LEN_TOKENS: (u64, u64) = (1, 100_000_000);
pub const BETA: (f64, f64) = (1e-3, 1e4);
pub const MSCALE: (f64, f64) = (0.0, 100.0);
pub const ATTN: (f64, f64) = (1e-3, 100.0);
pub const FREQ_FACTOR: (f64, f64) = (1e-3, 1e4);
pub const LIST_FACTOR: (f64, f64) = (1e-3, 1e6);
pub const THETA_RAD: (f64, f64) = (1e-12, 1e3);
pub const POSITION: (u64, u64) = (0, 100_000_000);
/// Llama 4's `floor_scale` (tokens per step of its query temperature).
pub const FLOOR_SCALE: (u64, u64) = (1, 100_000_000);
/// Llama 4's `attn_scale` (how much each step of the temperature adds).
pub const ATTN_SCALE: (f64, f64) = (0.0, 10.0);
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
/// Longest list (factor lists, theta, q, k) kept from a URL.
pub const LIST_LEN: usize = 1024;

/// Panel slugs a `panel=` value may name.
pub const PANELS: [&str; 4] = ["frequencies", "pairs", "score", "coverage"];

/// Figure slugs a `fig=` value may name (each has its starting parameters in `figures`).
pub const FIGURES: [&str; 30] = [
    "order-blind",
    "softmax",
    "slot-marks",
    "sinusoid",
    "learned-positions",
    "sinusoid-shift",
    "rotate",
    "proof",
    "frequencies",
    "matrix",
    "layouts",
    "score-distance",
    "cost",
    "slow-pairs",
    "base-scaling",
    "interpolation",
    "per-pair-scaling",
    "alibi",
    "context-budget",
    "decay-myth",
    "positional-head",
    "semantic-drift",
    "partial-cycle",
    "base-bound",
    "extrapolation-bound",
    "partial-rotary",
    "temperature",
    "mrope",
    "rope-2d",
    "precision",
];

/// Presets whose KV cache the cost figure can count (`model=`, or `preset=`): those that cache
/// a key and a value per KV head, and DeepSeek-V3's latent with its decoupled rotated key.
pub const KV_MODELS: [&str; 16] = [
    "llama-2-7b",
    "code-llama-7b",
    "llama-3-8b",
    "llama-3.1-8b",
    "llama-3.2-1b",
    "mistral-7b-v0.1",
    "mistral-7b-v0.3",
    "qwen2.5-7b-yarn4",
    "gemma-7b",
    "gpt-neox-20b",
    "pythia-6.9b",
    "phi-2",
    "phi-3-mini-128k",
    "phi-3-vision-128k",
    "phi-3.5-mini",
    "deepseek-v3",
];

/// ALiBi head counts the score view offers.
pub const ALIBI_HEADS: (usize, usize) = (1, 128);

/// Animation speeds of the pairs view, tokens per second.
pub const SPEED: (f64, f64) = (0.1, 10_000.0);

/// Largest pasted config.json read, bytes (a real one is a few kB; this keeps a stray paste from
/// blocking the page).
pub const MAX_CONFIG_BYTES: usize = 256 * 1024;

/// Sections an `open=` list may name: the per-pair tables, the pairs view's proof.
pub const SECTIONS: [&str; 2] = ["table", "proof"];

//! Inclusive ranges every number of a RoPE configuration is clamped into (so no NaN, infinity
//! or absurd size ever reaches a formula), and the size limits of what is read.

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

/// Llama 4's `floor_scale` (tokens per step of its query temperature).
pub const FLOOR_SCALE: (u64, u64) = (1, 100_000_000);

/// Llama 4's `attn_scale` (how much each step of the temperature adds).
pub const ATTN_SCALE: (f64, f64) = (0.0, 10.0);

/// Longest list (factor lists, theta, q, k) kept from a URL.
pub const LIST_LEN: usize = 1024;

/// Largest pasted config.json read, bytes (a real one is a few kB; this keeps a stray paste from
/// blocking the page).
pub const MAX_CONFIG_BYTES: usize = 256 * 1024;

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

//! The app's whole state as plain data: every URL key of the contract, with defaults and the
//! ranges every value is clamped into (so no NaN, infinity or absurd size ever reaches a formula).

/// RoPE scaling method, named as in Hugging Face's `rope_type` (plus `none` for plain RoPE and
/// the historical fixed `ntk`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scaling {
    None,
    Linear,
    Ntk,
    Dynamic,
    Yarn,
    Llama3,
    LongRope,
}

impl Scaling {
    pub const ALL: [Scaling; 7] = [
        Scaling::None,
        Scaling::Linear,
        Scaling::Ntk,
        Scaling::Dynamic,
        Scaling::Yarn,
        Scaling::Llama3,
        Scaling::LongRope,
    ];

    /// The URL value (`scaling=<slug>`).
    pub fn slug(self) -> &'static str {
        match self {
            Scaling::None => "none",
            Scaling::Linear => "linear",
            Scaling::Ntk => "ntk",
            Scaling::Dynamic => "dynamic",
            Scaling::Yarn => "yarn",
            Scaling::Llama3 => "llama3",
            Scaling::LongRope => "longrope",
        }
    }

    /// A human label for selectors.
    pub fn label(self) -> &'static str {
        match self {
            Scaling::None => "none (plain RoPE)",
            Scaling::Linear => "linear (position interpolation)",
            Scaling::Ntk => "NTK-aware (static)",
            Scaling::Dynamic => "dynamic NTK",
            Scaling::Yarn => "YaRN",
            Scaling::Llama3 => "Llama 3",
            Scaling::LongRope => "LongRoPE",
        }
    }

    pub fn from_slug(s: &str) -> Option<Scaling> {
        Scaling::ALL.into_iter().find(|m| m.slug() == s)
    }
}

/// How the `d` dimensions are grouped into 2D pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// Hugging Face `rotate_half`: pair `i` is `(x[i], x[i + d/2])`.
    Half,
    /// GPT-J / Meta: pair `i` is `(x[2i], x[2i + 1])`.
    Interleaved,
}

impl Layout {
    pub fn slug(self) -> &'static str {
        match self {
            Layout::Half => "half",
            Layout::Interleaved => "interleaved",
        }
    }
    pub fn from_slug(s: &str) -> Option<Layout> {
        match s {
            "half" => Some(Layout::Half),
            "interleaved" => Some(Layout::Interleaved),
            _ => None,
        }
    }
}

/// Which query and key vectors the score views use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VecChoice {
    /// q = k = (1, 1, …, 1).
    Ones,
    /// Seeded pseudo-random q and k (same on every platform).
    Random,
    /// The `q` and `k` lists of the URL (set by dragging in the pairs panel).
    Custom,
}

impl VecChoice {
    pub fn slug(self) -> &'static str {
        match self {
            VecChoice::Ones => "ones",
            VecChoice::Random => "random",
            VecChoice::Custom => "custom",
        }
    }
    pub fn from_slug(s: &str) -> Option<VecChoice> {
        match s {
            "ones" => Some(VecChoice::Ones),
            "random" => Some(VecChoice::Random),
            "custom" => Some(VecChoice::Custom),
            _ => None,
        }
    }
}

/// Colour scheme; `Auto` follows `prefers-color-scheme`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Theme {
    Auto,
    Light,
    Dark,
}

impl Theme {
    pub fn slug(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
    pub fn from_slug(s: &str) -> Option<Theme> {
        match s {
            "auto" => Some(Theme::Auto),
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            _ => None,
        }
    }
}

/// Every parameter the app shows, as one value. Invariants (kept by [`Params::clamped`] and
/// the URL codec): every float finite and inside its range, `d` even, `pair < d/2`,
/// `high_freq_factor > low_freq_factor`.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// A preset's id, a label only: the preset's values are already in the fields below.
    pub preset: Option<String>,
    /// Rotated dimensions (even); `d/2` pairs.
    pub d: usize,
    /// `rope_theta`.
    pub base: f64,
    pub scaling: Scaling,
    /// Scale factor `s` of the scaling method (≥ 1).
    pub factor: f64,
    /// Training (original) context length in tokens.
    pub train_len_tokens: u64,
    /// Inference sequence length in tokens (HF's `seq_len`).
    pub infer_len_tokens: u64,
    pub beta_fast: f64,
    pub beta_slow: f64,
    /// YaRN `mscale`; 0 means unset (HF uses it only when it and `mscale_all_dim` are non-zero).
    pub mscale: f64,
    /// YaRN `mscale_all_dim`; 0 means unset.
    pub mscale_all_dim: f64,
    /// Explicit attention factor, overriding the method's own.
    pub attn: Option<f64>,
    /// YaRN `truncate`: round the correction range to whole pairs.
    pub truncate: bool,
    pub low_freq_factor: f64,
    pub high_freq_factor: f64,
    /// LongRoPE per-pair divisors for sequences up to `train` (missing entries count as 1).
    pub short_factor: Vec<f64>,
    /// LongRoPE per-pair divisors for sequences longer than `train`.
    pub long_factor: Vec<f64>,
    /// Explicit per-pair angle steps in radians per token, replacing the computed frequencies
    /// (the seeds' hand-worked scenes use θ = 0.1 or 30°). Empty: use `base` and `scaling`.
    pub theta_rad: Vec<f64>,
    /// Query position.
    pub m: u64,
    /// Key position.
    pub n: u64,
    /// Selected pair index.
    pub pair: usize,
    pub layout: Layout,
    pub vec: VecChoice,
    pub seed: u64,
    /// Custom query vector (used with `vec = custom`; missing entries count as 1).
    pub q: Vec<f64>,
    /// Custom key vector.
    pub k: Vec<f64>,
    /// A named worked example from the seeds; a label only, like `preset`.
    pub scene: Option<String>,
    /// Offset axis of the score view.
    pub axis: crate::envelope::AxisScale,
    /// Largest offset the score view shows, tokens.
    pub span_tokens: u64,
    /// Show one panel alone (embedding).
    pub panel: Option<String>,
    pub theme: Theme,
}

/// Inclusive ranges every numeric field is clamped into.
pub mod limits {
    pub const D: (usize, usize) = (2, 1024);
    pub const BASE: (f64, f64) = (2.0, 1e12);
    pub const FACTOR: (f64, f64) = (1.0, 1000.0);
    pub const LEN_TOKENS: (u64, u64) = (1, 100_000_000);
    pub const BETA: (f64, f64) = (1e-3, 1e4);
    pub const MSCALE: (f64, f64) = (0.0, 100.0);
    pub const ATTN: (f64, f64) = (1e-3, 100.0);
    pub const FREQ_FACTOR: (f64, f64) = (1e-3, 1e4);
    pub const LIST_FACTOR: (f64, f64) = (1e-3, 1e6);
    pub const THETA_RAD: (f64, f64) = (1e-12, 1e3);
    pub const POSITION: (u64, u64) = (0, 100_000_000);
    /// Offsets the score view can span.
    pub const SPAN_TOKENS: (u64, u64) = (16, 10_000_000);
    pub const VEC_ENTRY: (f64, f64) = (-1e3, 1e3);
    /// Longest list (factor lists, theta, q, k) kept from a URL.
    pub const LIST_LEN: usize = 1024;
}

impl Default for Params {
    fn default() -> Self {
        Params {
            preset: None,
            d: 64,
            base: 10000.0,
            scaling: Scaling::None,
            factor: 8.0,
            train_len_tokens: 4096,
            infer_len_tokens: 16384,
            beta_fast: 32.0,
            beta_slow: 1.0,
            mscale: 0.0,
            mscale_all_dim: 0.0,
            attn: None,
            truncate: true,
            low_freq_factor: 1.0,
            high_freq_factor: 4.0,
            short_factor: Vec::new(),
            long_factor: Vec::new(),
            theta_rad: Vec::new(),
            m: 7,
            n: 3,
            pair: 0,
            layout: Layout::Half,
            vec: VecChoice::Ones,
            seed: 1,
            q: Vec::new(),
            k: Vec::new(),
            scene: None,
            axis: crate::envelope::AxisScale::Log,
            span_tokens: 100_000,
            panel: None,
            theme: Theme::Auto,
        }
    }
}

impl Params {
    /// Number of rotated 2D pairs.
    pub fn num_pairs(&self) -> usize {
        self.d / 2
    }

    /// Whether `other` has the same RoPE settings (everything that sets the frequencies and
    /// the attention factor), whatever the positions, vectors and view.
    pub fn same_rope(&self, other: &Params) -> bool {
        self.d == other.d
            && self.base == other.base
            && self.scaling == other.scaling
            && self.factor == other.factor
            && self.train_len_tokens == other.train_len_tokens
            && self.infer_len_tokens == other.infer_len_tokens
            && self.beta_fast == other.beta_fast
            && self.beta_slow == other.beta_slow
            && self.mscale == other.mscale
            && self.mscale_all_dim == other.mscale_all_dim
            && self.attn == other.attn
            && self.truncate == other.truncate
            && self.low_freq_factor == other.low_freq_factor
            && self.high_freq_factor == other.high_freq_factor
            && self.short_factor == other.short_factor
            && self.long_factor == other.long_factor
            && self.theta_rad == other.theta_rad
    }

    /// The same parameters with every invariant restored; the list of what had to change.
    /// Used after the codec and after any programmatic change (presets, config import).
    pub fn clamped(mut self) -> (Params, Vec<crate::Correction>) {
        let mut fixes = Vec::new();
        crate::clamp::clamp_all(&mut self, &mut fixes);
        (self, fixes)
    }
}

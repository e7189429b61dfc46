//! The app's whole state as plain data, grouped by what it describes: the RoPE configuration
//! (everything that sets the frequencies), the probe (the positions, pair and vectors the
//! reader is looking at) and the view (how it is shown). Two labels, `preset` and `scene`,
//! name where the values came from.

use super::choices::{
    Background, Directions, Layout, MropeLayout, Page, Positions, Scaling, Theme, VecChoice,
};
use crate::envelope::AxisScale;

/// Every parameter the app shows, as one value. Invariants (kept by [`Params::clamped`] and
/// the URL codec): every float finite and inside its range, `d` even, `pair < d/2`,
/// `high_freq_factor ≥ low_freq_factor` (equal: a hard cut).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Params {
    /// A preset's id, a label only: the preset's values are already in `rope`.
    pub preset: Option<String>,
    /// A named worked example from the seeds; a label only, like `preset`.
    pub scene: Option<String>,
    pub rope: Rope,
    pub probe: Probe,
    pub view: View,
}

/// A model's RoPE settings: everything that sets the frequencies and the attention factor.
#[derive(Clone, Debug, PartialEq)]
pub struct Rope {
    /// The head's dimensions (even); `d/2` pairs. With `partial = 1` every one rotates.
    pub d: usize,
    /// HF's `partial_rotary_factor`: the fraction of the head that rotates. The pairs past
    /// `partial · d/2` keep θ = 0 (see [`Rope::rotated_pairs`]).
    pub partial: f64,
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
    /// Multimodal RoPE: how many frequency indices follow time, height and width (whole
    /// numbers; empty: a text-only model).
    pub mrope_section: Vec<f64>,
    pub mrope_layout: MropeLayout,
}

/// What the reader probes the RoPE with: two positions, a selected pair, the vectors.
#[derive(Clone, Debug, PartialEq)]
pub struct Probe {
    /// Query position.
    pub m: u64,
    /// Key position.
    pub n: u64,
    /// Selected pair index.
    pub pair: usize,
    /// How the flat vectors' dimensions pair up.
    pub layout: Layout,
    pub vec: VecChoice,
    pub seed: u64,
    /// Custom query vector, pair-major (used with `vec = custom`; missing entries count as 1).
    pub q: Vec<f64>,
    /// Custom key vector.
    pub k: Vec<f64>,
    /// The context-budget figure: the model's window, tokens.
    pub window_tokens: u64,
    /// The prompt sent this turn, tokens.
    pub prompt_tokens: u64,
    /// Earlier turns of a chat, resent with every new one, tokens.
    pub history_tokens: u64,
    /// The temperature figure: Llama 4's `floor_scale`, tokens per step.
    pub floor_scale_tokens: u64,
    /// Llama 4's `attn_scale`.
    pub attn_scale: f64,
    /// The positional-head figure: the offset r the head looks back, tokens.
    pub head_target_tokens: u64,
    /// How many of the fastest pairs the head uses (K).
    pub head_fast_pairs: usize,
    /// The head's sharpness a (the query's and key's length, multiplied).
    pub head_sharp: f64,
    /// The rope-2d figure: how the pairs' frequencies are pointed over an image.
    pub directions: Directions,
    /// A blog author's words (`order-blind`, `slot-marks`); empty: the figure's own.
    pub words: Vec<String>,
    /// One vector per word, equal widths; empty: the figure's own (seeded) vectors.
    pub emb: Vec<Vec<f64>>,
    /// The query projection, rows of the vectors' width; empty: the identity when `emb` is
    /// given, the figure's seeded grid otherwise.
    pub wq: Vec<Vec<f64>>,
    /// The key projection, like `wq`.
    pub wk: Vec<Vec<f64>>,
    /// The slot-marks figure: the word's slot.
    pub slot_tokens: u64,
    /// The slot-marks figure: the length a slot is divided by (the training texts').
    pub text_len_tokens: u64,
}

/// How the page shows things; changing it changes no number.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    /// Offset axis of the score view.
    pub axis: AxisScale,
    /// Largest offset the score view shows, tokens.
    pub span_tokens: u64,
    /// Show one panel alone (embedding).
    pub panel: Option<String>,
    /// Show one figure alone (embedding).
    pub fig: Option<String>,
    /// The story or the lab.
    pub page: Page,
    pub theme: Theme,
    /// Whether an embedded figure or panel paints its own background.
    pub bg: Background,
    /// The order-blind figure: the words alone, or rotated by their positions.
    pub positions: Positions,
    /// The score view's ALiBi comparison: shown or not.
    pub alibi: bool,
    /// ALiBi's number of heads (sets the slopes).
    pub alibi_heads: usize,
    /// The ALiBi head compared, counted from 1.
    pub alibi_head: usize,
    /// The pairs view: moving one position moves the other too (the offset stays).
    pub lock_offset: bool,
    /// The pairs view's animation speed, tokens per second.
    pub speed_tokens_per_s: f64,
    /// The cost figure's model (a preset id) whose KV cache is counted; `None`: Llama 3.1 8B.
    pub model: Option<String>,
    /// Sections shown open (`table`, `proof`), in the order of [`super::limits::SECTIONS`].
    pub open: Vec<String>,
    /// The order-blind figure's words as a shuffle left them (shown slot `i` holds word
    /// `word_order[i]`). No URL key: a shuffle is the reader's; it lives here so the figure's
    /// program follows it. Anything but a permutation of the sentence reads as written.
    pub word_order: Vec<usize>,
}

impl Default for Rope {
    fn default() -> Self {
        Rope {
            d: 64,
            partial: 1.0,
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
            mrope_section: Vec::new(),
            mrope_layout: MropeLayout::Chunked,
        }
    }
}

impl Default for Probe {
    fn default() -> Self {
        Probe {
            m: 7,
            n: 3,
            pair: 0,
            layout: Layout::Half,
            vec: VecChoice::Ones,
            seed: 1,
            q: Vec::new(),
            k: Vec::new(),
            window_tokens: 8000,
            prompt_tokens: 7500,
            history_tokens: 0,
            floor_scale_tokens: 8192,
            attn_scale: 0.1,
            head_target_tokens: 1,
            head_fast_pairs: 1,
            head_sharp: 10.0,
            directions: Directions::Axial,
            words: Vec::new(),
            emb: Vec::new(),
            wq: Vec::new(),
            wk: Vec::new(),
            slot_tokens: 5,
            text_len_tokens: 512,
        }
    }
}

impl Default for View {
    fn default() -> Self {
        View {
            axis: AxisScale::Log,
            span_tokens: 100_000,
            panel: None,
            fig: None,
            page: Page::Story,
            theme: Theme::Auto,
            bg: Background::Opaque,
            positions: Positions::None,
            alibi: false,
            alibi_heads: 8,
            alibi_head: 1,
            lock_offset: true,
            speed_tokens_per_s: 2.0,
            model: None,
            open: Vec::new(),
            word_order: Vec::new(),
        }
    }
}

impl Rope {
    /// Number of 2D pairs of the head (rotated or not).
    pub fn num_pairs(&self) -> usize {
        self.d / 2
    }

    /// The pairs that turn: `⌊partial · d / 2⌋`, at least one. HF's default writes this as a
    /// rotary width `int(head_dim · partial)` and `proportional` as
    /// `int(partial · head_dim // 2)` pairs; both are this count for an even width. Explicit
    /// angles (`theta`) rotate every pair they list.
    pub fn rotated_pairs(&self) -> usize {
        if !self.theta_rad.is_empty() {
            return self.num_pairs();
        }
        let pairs = (self.partial * self.d as f64 / 2.0).floor();
        (pairs as usize).clamp(1, self.num_pairs().max(1))
    }

    /// The denominator of the exponents `2i / dim`: the whole head for `proportional`, the
    /// rotated width for every other method (HF's default squeezes the exponents into it).
    pub fn exponent_dim(&self) -> usize {
        if self.scaling == Scaling::Proportional {
            self.d
        } else {
            self.rotary_dim()
        }
    }

    /// The rotated width in dimensions (HF's rotary `dim`), `2 · rotated_pairs`.
    pub fn rotary_dim(&self) -> usize {
        2 * self.rotated_pairs()
    }
}

impl Params {
    /// Number of rotated 2D pairs.
    pub fn num_pairs(&self) -> usize {
        self.rope.num_pairs()
    }
}

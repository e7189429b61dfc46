//! The app's whole state as plain data, grouped by what it describes: the RoPE configuration
//! (everything that sets the frequencies), the probe (the positions, pair and vectors the
//! reader is looking at) and the view (how it is shown). Two labels, `preset` and `scene`,
//! name where the values came from.

use super::choices::{ArgumentFrom, Background, Page, Positions, Theme};
use rope_math::budget::Budget;
use rope_math::envelope::AxisScale;
use rope_math::heads::Head;
use rope_math::learned::TableRows;
use rope_math::order::{Example, Sentence};
use rope_math::research::Temperature;
use rope_math::sinusoid::Slots;
use rope_math::vectors::{query_key_pairs, Pairs, VectorSpec};
use rope_math::{Directions, Layout, Rope, VecChoice};

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
    pub figures: Figures,
    pub view: View,
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
    /// The rotate figure's shift check: both positions moved this far, scored in float32
    /// (0: no check shown), tokens.
    pub shift_tokens: u64,
}

/// The figures' own settings, each a type of the formula it feeds (the rest of the state is
/// what every view shares).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Figures {
    /// The context-budget figure's window and turn.
    pub budget: Budget,
    /// The temperature figure's Llama 4 settings.
    pub temperature: Temperature,
    /// The positional-head figure's head.
    pub head: Head,
    /// The rope-2d figure: how the pairs' frequencies are pointed over an image.
    pub directions: Directions,
    /// A blog author's own words, vectors and projections (`order-blind`, `slot-marks`).
    pub example: Example,
    /// The slot-marks figure's slot and length.
    pub slots: Slots,
    /// The learned-positions figure's table length.
    pub learned: TableRows,
    /// The context-budget figure's fact, percent of the way into the prompt (`None`: no fact
    /// drawn).
    pub needle_pct: Option<f64>,
    /// The softmax figure's unrelated words, each scoring 0 against the query (0: none).
    pub noise_tokens: u64,
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
    /// The per-pair-scaling figure's small charts, by method slug, in the order of
    /// [`super::limits::METHODS`] (empty: every method).
    pub methods: Vec<String>,
    /// The sinusoid figure: a learned table's strip for the same positions in place of the
    /// clocks, so both early kinds of mark stand side by side.
    pub with_learned: bool,
    /// The argument figure: each step's number (a recap) rather than its question (an
    /// agenda).
    pub answers: bool,
    /// The cost figure: what a fused attention kernel saves (the table never written) and
    /// what it does not (the arithmetic), in place of the table's size alone.
    pub fused: bool,
    /// The matrix figure: the precomputation code builds in its place (inverse frequencies,
    /// angles, their cosines and sines), line by line with its numbers.
    pub precompute: bool,
    /// The proof figure: the score the matrix way too, qᵀ·R((n − m)θ)·k (the lecture's
    /// "key algebra").
    pub matrices: bool,
    /// The proof figure: the angle between the turned arrows as the offset's turn less the
    /// angle k starts at (the lecture's "why it matches": 15° = 60° − 45°).
    pub angles: bool,
    /// The score-distance figure without its training and inference lines: the story shows it
    /// before it has named either length.
    pub hide_lengths: bool,
    /// The argument figure's worked example.
    pub argument_from: ArgumentFrom,
    /// The order-blind figure's words as a shuffle left them (shown slot `i` holds word
    /// `word_order[i]`). No URL key: a shuffle is the reader's; it lives here so the figure's
    /// program follows it. Anything but a permutation of the sentence reads as written.
    pub word_order: Vec<usize>,
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
            shift_tokens: 0,
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
            methods: Vec::new(),
            with_learned: false,
            answers: false,
            fused: false,
            precompute: false,
            matrices: false,
            angles: false,
            hide_lengths: false,
            argument_from: ArgumentFrom::Story,
            word_order: Vec::new(),
        }
    }
}

impl Params {
    /// Number of 2D pairs of the head.
    pub fn num_pairs(&self) -> usize {
        self.rope.num_pairs()
    }

    /// The query and key pairs the probe selects, one per pair of the head.
    pub fn query_key_pairs(&self) -> (Pairs, Pairs) {
        let spec = VectorSpec {
            choice: self.probe.vec,
            seed: self.probe.seed,
            q: &self.probe.q,
            k: &self.probe.k,
        };
        query_key_pairs(spec, self.num_pairs())
    }

    /// The sentence the order figures score: the author's example, or the figure's own.
    pub fn sentence(&self) -> Sentence {
        Sentence::from_example(&self.figures.example)
    }
}

//! The figures that can be shown alone (`?fig=<slug>`): each starts from the worked example it
//! teaches, which is also the baseline the URL codec writes against, so a figure's URL holds
//! only what the reader changed.

use crate::params::Params;
use rope_math::envelope::AxisScale;
use rope_math::{Layout, MropeLayout, Scaling, VecChoice};

/// One figure's name, words and starting parameters.
#[derive(Clone, Copy, Debug)]
pub struct FigureSpec {
    /// URL value (`fig=<slug>`).
    pub slug: &'static str,
    pub title: &'static str,
    /// One line: what the figure shows.
    pub description: &'static str,
    /// Whether the lab has the same view ("open in the lab" is offered only then).
    pub in_lab: bool,
    set: fn(&mut Params),
}

impl FigureSpec {
    /// Sets this figure's starting RoPE settings and probe (the view is kept).
    pub fn apply(&self, p: &mut Params) {
        (self.set)(p);
    }
}

/// Every figure, in reading order.
pub static FIGURES: &[FigureSpec] = &[
    FigureSpec {
        slug: "order-blind",
        title: "Attention is order-blind",
        description: "the scores of 'the dog bit the man': shuffle the words and each keeps its scores, until RoPE is on",
        in_lab: false,
        set: |_| {},
    },
    FigureSpec {
        slug: "softmax",
        title: "Scores become weights",
        description: "one word's scores with every word of 'the dog bit the man', divided by √d and turned by softmax into weights that mix the words' values",
        in_lab: false,
        set: |p| {
            // The query: the first "the", whose weights spread over every word.
            p.probe.m = 0;
        },
    },
    FigureSpec {
        slug: "slot-marks",
        title: "Slot numbers",
        description: "the slot number added to the word 'nolan' drowns it; divided by the length, the same slot gets a new mark in a longer text",
        in_lab: false,
        // The slot (5) and the training length (512) are `slot` and `len`'s own defaults.
        set: |p| p.rope.infer_len_tokens = 1024,
    },
    FigureSpec {
        slug: "sinusoid",
        title: "Sinusoidal marks",
        description: "every position gets a vector of sines and cosines, one clock hand per pair: the marks of positions 3 and 4 at d = 4",
        in_lab: false,
        set: |p| {
            p.rope.d = 4;
            p.probe.m = 3;
        },
    },
    FigureSpec {
        slug: "learned-positions",
        title: "A learned table of positions",
        description: "GPT-2's answer: one trained vector per position up to the training length; past it the table has no row",
        in_lab: false,
        set: |p| {
            p.probe.m = 5;
        },
    },
    FigureSpec {
        slug: "sinusoid-shift",
        title: "Where added marks break",
        description: "the mark of 51 is the mark of 47 turned by the gap 4, yet the score of two marked words with the same gap changes with where they sit",
        in_lab: false,
        set: |p| {
            p.rope.d = 4;
            (p.probe.m, p.probe.n) = (47, 51);
        },
    },
    FigureSpec {
        slug: "rotate",
        title: "Rotate instead of add",
        description: "the word 'cat' at positions 3 and 7 and again at 10 and 14: both turn, the score stays 0.8934",
        in_lab: true,
        set: |p| {
            if let Some(scene) = crate::scenes::find("cat") {
                scene.apply(p);
                p.scene = None;
            }
        },
    },
    FigureSpec {
        slug: "proof",
        title: "Why only m − n survives",
        description: "the algebra of one pair with live numbers: q = (2, 0), k = (1, 1), θ = 30°, positions 3 and 1 score 2.732",
        in_lab: true,
        set: |p| {
            if let Some(scene) = crate::scenes::find("thirty") {
                scene.apply(p);
                p.scene = None;
            }
        },
    },
    FigureSpec {
        slug: "frequencies",
        title: "Many pairs, many speeds",
        description: "how fast each pair turns, θᵢ = base^(−2i/d), and its wavelength in tokens",
        in_lab: true,
        set: |_| {},
    },
    FigureSpec {
        slug: "matrix",
        title: "The matrix you never build",
        description: "the block-diagonal rotation at position m, and the table of angles m·θᵢ that code precomputes instead",
        in_lab: false,
        set: |p| {
            p.rope.d = 8;
            p.probe.m = 3;
            p.probe.layout = Layout::Interleaved;
        },
    },
    FigureSpec {
        slug: "layouts",
        title: "Two layouts",
        description: "half and interleaved pairing, and the different scores a model gets when rotated in the layout it was not trained with",
        in_lab: false,
        set: |p| {
            p.rope.d = 8;
            p.probe.vec = VecChoice::Custom;
            p.probe.q = vec![1.0, 0.5, -0.3, 2.0, 0.8, -1.2, 1.5, 0.25];
            p.probe.k = vec![0.2, 1.0, 1.1, -0.4, -0.7, 0.9, 0.6, 1.3];
            p.probe.layout = Layout::Half;
            (p.probe.m, p.probe.n) = (7, 3);
        },
    },
    FigureSpec {
        slug: "score-distance",
        title: "Score against distance",
        description: "the score of q and k as their offset grows: aligned vectors lean towards nearby tokens, unrelated ones do not",
        in_lab: true,
        set: |_| {},
    },
    FigureSpec {
        slug: "cost",
        title: "The bill for length",
        description: "score entries grow as the square of the length (4,096² ≈ 16.8 million, 131,072² ≈ 17.2 billion) and the KV cache grows with every token",
        in_lab: false,
        set: |p| {
            p.rope.train_len_tokens = 4096;
            p.rope.infer_len_tokens = 131_072;
        },
    },
    FigureSpec {
        slug: "slow-pairs",
        title: "Angles never seen",
        description: "trained to 8,192 tokens, the slowest pairs of d = 512 only swept part of their circle; at 50,000 they land on new angles",
        in_lab: true,
        set: |p| {
            p.rope.d = 512;
            p.rope.base = 10000.0;
            p.rope.train_len_tokens = 8192;
            p.rope.infer_len_tokens = 50_000;
            p.probe.pair = 255;
        },
    },
    FigureSpec {
        slug: "base-scaling",
        title: "Raise the base",
        description: "base 10000 → 500000 at d = 512: the slowest pair turns about 49× slower, the fastest not at all",
        in_lab: true,
        set: |p| {
            p.rope.d = 512;
            p.rope.base = 500_000.0;
            p.rope.train_len_tokens = 8192;
            p.rope.infer_len_tokens = 50_000;
            p.probe.pair = 255;
        },
    },
    FigureSpec {
        slug: "interpolation",
        title: "Squeeze the positions",
        description: "position interpolation turns position m as m·L/L′ was turned: from 4,000 to 16,000 tokens, 8,000 becomes 2,000 and neighbours end a quarter as far apart",
        in_lab: false,
        set: |p| {
            p.rope.train_len_tokens = 4000;
            p.rope.infer_len_tokens = 16_000;
            p.probe.m = 8000;
        },
    },
    FigureSpec {
        slug: "per-pair-scaling",
        title: "Treat each frequency differently",
        description: "what every scaling method multiplies each pair's frequency by, on Phi-3.5 mini's numbers (4,096 → 131,072 tokens), with YaRN's and Llama 3's band edges",
        in_lab: false,
        set: |p| {
            if let Some(preset) = rope_math::presets::find("phi-3.5-mini") {
                p.set_preset(preset);
                p.preset = None;
            }
            p.rope.scaling = Scaling::Yarn;
        },
    },
    FigureSpec {
        slug: "alibi",
        title: "Penalise instead of rotate",
        description: "ALiBi adds −slope·distance to every score, one slope per head, and keeps adding past the training length (4,096 tokens marked), where RoPE rotates",
        in_lab: true,
        set: |p| {
            p.view.alibi = true;
            p.view.axis = AxisScale::Linear;
            // Twice the training length, so what happens past it shows.
            p.rope.train_len_tokens = 4096;
            p.view.span_tokens = 8192;
        },
    },
    FigureSpec {
        slug: "context-budget",
        title: "What fits in the window",
        description: "the window holds the prompt, the chat so far and the answer: a 7,500-token prompt in an 8,000 window leaves 500",
        in_lab: false,
        set: |_| {},
    },
    FigureSpec {
        slug: "decay-myth",
        title: "Does the score fade with distance?",
        description: "Barbero et al. 2025: the 'long-term decay' of RoPE scores belongs to aligned vectors: q = k (ones, or one Gaussian vector) averages Σ 2cos(Δθᵢ), 128 at offset 0 falling away, while independent Gaussian q and k average 0 with spread √d at every offset",
        in_lab: false,
        set: |p| {
            p.rope.d = 128;
            p.rope.base = 10000.0;
            p.probe.vec = VecChoice::GaussianSame;
            p.view.axis = AxisScale::Log;
            p.view.span_tokens = 4096;
        },
    },
    FigureSpec {
        slug: "positional-head",
        title: "A head that looks r tokens back",
        description: "Barbero et al. 2025: the fastest pairs build a sharp positional head; with one pair (θ₀ = 1 rad) aimed at r = 1, offset 26 scores cos 25 ≈ 0.991 and offset 45 (cos 44 ≈ 0.9998) takes as much weight as the target, while more pairs single out r",
        in_lab: false,
        set: |p| {
            p.rope.d = 128;
            p.rope.base = 10000.0;
            p.probe.head_target_tokens = 1;
            p.probe.head_fast_pairs = 1;
            p.probe.head_sharp = 10.0;
            p.view.span_tokens = 64;
        },
    },
    FigureSpec {
        slug: "semantic-drift",
        title: "The slowest pair drifts",
        description: "Barbero et al. 2025: the slowest pair hardly turns, so it can carry meaning, until the context is long: at d = 128 it turns 0.47 rad over 4,096 tokens at base 10,000, 15.1 rad over 131,072, and 0.32 rad at base 500,000",
        in_lab: false,
        set: |p| {
            p.rope.d = 128;
            p.rope.base = 10000.0;
            p.rope.infer_len_tokens = 131_072;
        },
    },
    FigureSpec {
        slug: "partial-cycle",
        title: "One boundary, many methods",
        description: "the pairs that never finish a turn in training (Llama 2: 18 of 64, Llama 3 at 8,192: 29, Gemma 7B: 28 of 128, Qwen2.5 at 32K: 24), and the boundary YaRN, Llama 3, p-RoPE and Resonance RoPE act on",
        in_lab: false,
        set: |p| {
            p.rope.d = 128;
            p.rope.base = 10000.0;
            p.rope.train_len_tokens = 4096;
        },
    },
    FigureSpec {
        slug: "base-bound",
        title: "The base bounds the context",
        description: "B(m) = Σ cos(m·θᵢ), how much a query still prefers a similar key at distance m: at d = 128 base 10000 keeps it positive up to 1,706 tokens (Men et al. 2024)",
        in_lab: false,
        set: |p| {
            p.rope.d = 128;
            p.rope.infer_len_tokens = 4096;
        },
    },
    FigureSpec {
        slug: "extrapolation-bound",
        title: "How far a larger base reaches",
        description: "Liu et al. 2023: tuned at 4,096 tokens, the pairs that turned once set a critical dimension (92 of 128 for Llama 2); a base b then reaches about 2π·b^(92/128) tokens",
        in_lab: true,
        set: |p| {
            p.rope.d = 128;
            p.rope.base = 1e6;
            p.rope.train_len_tokens = 4096;
        },
    },
    FigureSpec {
        slug: "partial-rotary",
        title: "Rotate only part of the head",
        description: "a quarter of Gemma 4's 512-wide global head rotates: HF's default squeezes every frequency into 64 pairs, proportional keeps the 64 fastest and stills the rest",
        in_lab: true,
        set: |p| {
            p.rope.d = 512;
            p.rope.base = 1e6;
            p.rope.partial = 0.25;
            p.rope.scaling = Scaling::Proportional;
            p.rope.factor = 1.0;
            p.probe.pair = 63;
        },
    },
    FigureSpec {
        slug: "temperature",
        title: "Layers without rotation",
        description: "Llama 4 leaves every fourth layer without RoPE and multiplies those layers' queries by ln(⌊(m+1)/8192⌋ + 1)·0.1 + 1: 1.28 at 128K, 1.71 at 10M, where YaRN multiplies every score by one constant (1.46 at s = 8: 1.208 on the query and on the key)",
        in_lab: false,
        set: |p| {
            p.probe.m = 131_072;
        },
    },
    FigureSpec {
        slug: "mrope",
        title: "Positions in time, height and width",
        description: "multimodal RoPE hands each frequency to one axis: Qwen2-VL's [16, 24, 24] in runs, Qwen3-VL's [24, 20, 20] interleaved, and the ids of an image followed by text",
        in_lab: false,
        set: |p| {
            p.rope.d = 128;
            p.rope.base = 1e6;
            p.rope.mrope_section = vec![16.0, 24.0, 24.0];
            p.rope.mrope_layout = MropeLayout::Chunked;
        },
    },
    FigureSpec {
        slug: "rope-2d",
        title: "RoPE over an image",
        description: "the score of aligned vectors over a 2-D patch offset: axial RoPE (pairs along x or y) keeps whole rows and columns high, a cross; golden-angle directions spread the pairs and remove it",
        in_lab: false,
        set: |p| {
            p.rope.d = 64;
            // Wavelengths from 6 to 58 patches: an image a few dozen patches across.
            p.rope.base = 10.0;
            p.probe.directions = rope_math::rope2d::Directions::Axial;
        },
    },
    FigureSpec {
        slug: "precision",
        title: "Angles in float32 and bfloat16",
        description: "the angle m·θᵢ as HF computes it in float32, and its cos and sin cast to bfloat16, against float64 as positions grow to ten million",
        in_lab: false,
        set: |p| {
            p.rope.d = 128;
            p.probe.m = 100_000;
            // Pair 0's θ = 1 is exact in float32: its angle is exact until 2^24.
            p.probe.pair = 1;
        },
    },
];

/// The figure with this slug.
pub fn find(slug: &str) -> Option<&'static FigureSpec> {
    FIGURES.iter().find(|f| f.slug == slug)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_figure_has_one_slug_and_the_codec_reads_it() {
        for (i, f) in FIGURES.iter().enumerate() {
            assert!(
                FIGURES[i + 1..].iter().all(|g| g.slug != f.slug),
                "{}",
                f.slug
            );
            let (p, fixes) = Params::from_query(&format!("fig={}", f.slug.to_uppercase()));
            assert_eq!(p.view.fig.as_deref(), Some(f.slug));
            assert!(fixes.is_empty(), "{}: {fixes:?}", f.slug);
        }
        let (p, fixes) = Params::from_query("fig=no-such-figure");
        assert_eq!((p.view.fig, fixes.len()), (None, 1));
    }

    #[test]
    fn starting_parameters_are_already_clamped() {
        for f in FIGURES {
            let mut p = Params::default();
            f.apply(&mut p);
            let (clamped, fixes) = p.clone().clamped();
            assert!(fixes.is_empty(), "{}: {fixes:?}", f.slug);
            assert_eq!(clamped, p, "{}", f.slug);
        }
    }
}

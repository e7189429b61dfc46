//! Part IV: research results (what the pairs are for, the base bound, partial rotation, temperature, M-RoPE, 2-D, precision).

use super::FigureSpec;
use rope_math::envelope::AxisScale;
use rope_math::{MropeLayout, Scaling, VecChoice};

pub(super) static PART: &[FigureSpec] = &[
    FigureSpec {
        slug: "decay-myth",
        title: "Does the score fade with distance?",
        description: "Barbero et al. 2025: the 'long-term decay' of RoPE scores belongs to aligned vectors: q = k (ones, or one Gaussian vector) averages Σ 2cos(Δθᵢ), 128 at offset 0 falling away, while independent Gaussian q and k average 0 with spread √d at every offset",
        plot: "plot-decay-myth",
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
        plot: "plot-positional-head",
        in_lab: false,
        set: |p| {
            p.rope.d = 128;
            p.rope.base = 10000.0;
            p.figures.head.target_tokens = 1;
            p.figures.head.fast_pairs = 1;
            p.figures.head.sharp = 10.0;
            p.view.span_tokens = 64;
        },
    },
    FigureSpec {
        slug: "semantic-drift",
        title: "The slowest pair drifts",
        description: "Barbero et al. 2025: the slowest pair hardly turns, so it can carry meaning, until the context is long: at d = 128 it turns 0.47 rad over 4096 tokens at base 10 000, 15.1 rad over 131 072, and 0.32 rad at base 500 000",
        plot: "plot-drift",
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
        description: "the pairs that never finish a turn in training (Llama 2: 18 of 64, Llama 3 at 8192: 29, Gemma 7B: 28 of 128, Qwen2.5 at 32K: 24), and the boundary YaRN, Llama 3, p-RoPE and Resonance RoPE act on",
        plot: "plot-partial-cycle",
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
        description: "B(m) = Σ cos(m·θᵢ), how much a query still prefers a similar key at distance m: at d = 128 base 10000 keeps it positive up to 1706 tokens (Men et al. 2024)",
        plot: "plot-base-bound",
        in_lab: false,
        set: |p| {
            p.rope.d = 128;
            p.rope.infer_len_tokens = 4096;
        },
    },
    FigureSpec {
        slug: "extrapolation-bound",
        title: "How far a larger base reaches",
        description: "Liu et al. 2023: tuned at 4096 tokens, the pairs that turned once set a critical dimension (92 of 128 for Llama 2); a base b then reaches about 2π·b^(92/128) tokens",
        plot: "plot-extrapolation-bound",
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
        plot: "plot-partial-rotary",
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
        plot: "plot-temperature",
        in_lab: false,
        set: |p| {
            p.probe.m = 131_072;
        },
    },
    FigureSpec {
        slug: "mrope",
        title: "Positions in time, height and width",
        description: "multimodal RoPE hands each frequency to one axis: Qwen2-VL's [16, 24, 24] in runs, Qwen3-VL's [24, 20, 20] interleaved, and the ids of an image followed by text",
        plot: "plot-mrope",
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
        plot: "plot-rope-2d",
        in_lab: false,
        set: |p| {
            p.rope.d = 64;
            // Wavelengths from 6 to 58 patches: an image a few dozen patches across.
            p.rope.base = 10.0;
            p.figures.directions = rope_math::rope2d::Directions::Axial;
        },
    },
    FigureSpec {
        slug: "precision",
        title: "Angles in float32 and bfloat16",
        description: "the angle m·θᵢ as HF computes it in float32, and its cos and sin cast to bfloat16, against float64 as positions grow to ten million",
        plot: "plot-precision",
        in_lab: false,
        set: |p| {
            p.rope.d = 128;
            p.probe.m = 100_000;
            // Pair 0's θ = 1 is exact in float32: its angle is exact until 2^24.
            p.probe.pair = 1;
        },
    },
];

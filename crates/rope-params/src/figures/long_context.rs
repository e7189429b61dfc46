//! Part III: long context (cost, unseen angles, the fixes, ALiBi, the budget).

use super::FigureSpec;
use rope_math::envelope::AxisScale;
use rope_math::Scaling;

pub(super) static PART: &[FigureSpec] = &[
    FigureSpec {
        slug: "cost",
        title: "The bill for length",
        description: "score entries grow as the square of the length (4096² ≈ 16.8 million, 131 072² ≈ 17.2 billion) and the KV cache grows with every token",
        plot: "plot-cost",
        in_lab: false,
        set: |p| {
            p.rope.train_len_tokens = 4096;
            p.rope.infer_len_tokens = 131_072;
        },
    },
    FigureSpec {
        slug: "slow-pairs",
        title: "The slowest pair past training",
        description: "trained to 8192 tokens, the slowest pairs of d = 512 only swept part of their circle; at 50 000 they land on new angles",
        plot: "plot-coverage",
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
        plot: "plot-base-scaling",
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
        description: "position interpolation turns position m as m·L/L′ was turned: from 4000 to 16 000 tokens, 8000 becomes 2000 and neighbours end a quarter as far apart",
        plot: "plot-interpolation",
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
        description: "what every scaling method multiplies each pair's frequency by, on Phi-3.5 mini's numbers (4096 → 131 072 tokens), with YaRN's and Llama 3's band edges",
        plot: "plot-per-pair",
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
        description: "ALiBi adds −slope·distance to every score, one slope per head, and keeps adding past the training length (4096 tokens marked), where RoPE rotates",
        plot: "plot-alibi",
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
        description: "the window holds the prompt, the chat so far and the answer: a 7500-token prompt in an 8000 window leaves 500",
        plot: "plot-budget",
        in_lab: false,
        set: |_| {},
    },
    FigureSpec {
        slug: "decode",
        title: "Writing token by token",
        description: "without a KV cache, writing token 32 768 runs all 32 768 tokens again; with one, each step reads the whole cache (4.29 GB for Llama 3.1 8B) for 4 operations a byte, so it waits on memory, not on arithmetic",
        plot: "plot-decode",
        in_lab: false,
        set: |p| p.rope.infer_len_tokens = 32_768,
    },
    FigureSpec {
        slug: "lost-middle",
        title: "Where the answer sits in a long prompt",
        description: "a published measurement (Liu et al. 2024): GPT-3.5-Turbo answers 75.8% of questions with the answer in the first of 20 documents, 53.8% with it in the tenth, below the 56.1% it scores with no documents",
        plot: "plot-middle",
        in_lab: false,
        set: |p| p.figures.needle_pct = Some(0.0),
    },
    FigureSpec {
        slug: "argument",
        title: "The argument on one page",
        description: "seven steps from order to long context, each as a question (an agenda) or with the number its chapter computes (a recap, answers=1): 0.8934 twice, 64× the scores, 27.1° → 216.8°, 396 tokens left",
        plot: "plot-argument",
        in_lab: false,
        set: |_| {},
    },
];

//! Part II: the rotation (rotate, the proof, frequencies, the matrix, layouts, score against distance).

use super::FigureSpec;
use rope_math::{Layout, VecChoice};

pub(super) static PART: &[FigureSpec] = &[
    FigureSpec {
        slug: "rotate",
        title: "Rotate instead of add",
        description: "the word 'cat' at positions 3 and 7 and again at 10 and 14: both turn, the score stays 0.8934",
        plot: "plot-pairs",
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
        plot: "plot-proof",
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
        plot: "plot-frequencies",
        in_lab: true,
        set: |_| {},
    },
    FigureSpec {
        slug: "matrix",
        title: "The matrix you never build",
        description: "the block-diagonal rotation at position m, and the table of angles m·θᵢ that code precomputes instead",
        plot: "plot-matrix",
        in_lab: false,
        set: |p| {
            p.rope.d = 8;
            p.probe.m = 3;
            p.probe.n = 5;
            p.probe.layout = Layout::Interleaved;
        },
    },
    FigureSpec {
        slug: "rope-layer",
        title: "Where the rotation happens",
        description: "one attention layer: q and k turned by their positions after W_q and W_k, v never; keys cached already turned",
        plot: "plot-rope-layer",
        in_lab: false,
        set: |p| {
            p.rope.d = 2;
            p.probe.m = 5;
        },
    },
    FigureSpec {
        slug: "layouts",
        title: "Two layouts",
        description: "half and interleaved pairing, and the different scores a model gets when rotated in the layout it was not trained with",
        plot: "plot-layouts",
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
        plot: "plot-score",
        in_lab: true,
        set: |_| {},
    },
];

//! Part I: marking position (the order problem, softmax, slot numbers, sinusoids, learned tables).

use super::FigureSpec;

pub(super) static PART: &[FigureSpec] = &[
    FigureSpec {
        slug: "order-blind",
        title: "Shuffle the sentence",
        description: "the scores of 'the dog bit the man': shuffle the words and each keeps its scores, until RoPE is on",
        plot: "plot-order",
        in_lab: false,
        set: |_| {},
    },
    FigureSpec {
        slug: "softmax",
        title: "Scores become weights",
        description: "one word's scores with every word of 'the dog bit the man', divided by √d and turned by softmax into weights that mix the words' values",
        plot: "plot-softmax",
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
        plot: "plot-slots",
        in_lab: false,
        // The slot (5) and the training length (512) are `slot` and `len`'s own defaults.
        set: |p| p.rope.infer_len_tokens = 1024,
    },
    FigureSpec {
        slug: "sinusoid",
        title: "Sinusoidal marks",
        description: "every position gets a vector of sines and cosines, one clock hand per pair: the marks of positions 3 and 4 at d = 4",
        plot: "plot-sinusoid",
        in_lab: false,
        set: |p| {
            p.rope.d = 4;
            p.probe.m = 3;
        },
    },
    FigureSpec {
        slug: "learned-positions",
        title: "A learned table of positions",
        description: "GPT-2's answer: one trained vector per position up to the training length; past it the table has no column",
        plot: "plot-learned",
        in_lab: false,
        set: |p| {
            p.probe.m = 5;
        },
    },
    FigureSpec {
        slug: "sinusoid-shift",
        title: "Slide two words along the text",
        description: "the mark of 51 is the mark of 47 turned by the gap 4, yet the score of two marked words with the same gap changes with where they sit",
        plot: "plot-shift",
        in_lab: false,
        set: |p| {
            p.rope.d = 4;
            (p.probe.m, p.probe.n) = (47, 51);
        },
    },
];

//! The seeds' hand-worked examples as named scenes: each sets every parameter so the page
//! shows the numbers the texts work out.

use crate::params::Params;
use rope_math::{Scaling, VecChoice};
use std::f64::consts::PI;

/// One worked example.
#[derive(Clone, Copy, Debug)]
pub struct Scene {
    /// URL value (`scene=<id>`).
    pub id: &'static str,
    pub label: &'static str,
    /// What the reader should see.
    pub description: &'static str,
    set: fn(&mut Params),
}

impl Scene {
    /// Replaces `p`'s RoPE settings and probe with this scene's (the view is kept).
    pub fn apply(&self, p: &mut Params) {
        let mut s = Params {
            view: p.view.clone(),
            scene: Some(self.id.to_string()),
            ..Params::default()
        };
        (self.set)(&mut s);
        *p = s;
    }
}

fn cat(p: &mut Params, m: u64, n: u64) {
    p.rope.theta_rad = vec![0.1];
    p.rope.d = 2;
    p.probe.vec = VecChoice::Custom;
    p.probe.q = vec![0.9, 0.4];
    p.probe.k = vec![0.9, 0.4];
    (p.probe.m, p.probe.n) = (m, n);
}

fn thirty(p: &mut Params, m: u64, n: u64) {
    p.rope.theta_rad = vec![PI / 6.0];
    p.rope.d = 2;
    p.probe.vec = VecChoice::Custom;
    p.probe.q = vec![2.0, 0.0];
    p.probe.k = vec![1.0, 1.0];
    (p.probe.m, p.probe.n) = (m, n);
}

fn fast_slow(p: &mut Params, m: u64) {
    p.rope.theta_rad = vec![0.1, 0.0001];
    p.rope.d = 4;
    p.probe.vec = VecChoice::Custom;
    p.probe.q = vec![0.9, 0.4, 0.9, 0.4];
    p.probe.k = vec![0.9, 0.4, 0.9, 0.4];
    (p.probe.m, p.probe.n) = (m, 0);
}

pub static SCENES: &[Scene] = &[
    Scene {
        id: "cat",
        label: "'cat' at positions 3 and 7",
        description: "cat = (0.9, 0.4), θ = 0.1 rad: the score is 0.97·cos(0.4) = 0.8934",
        set: |p| cat(p, 3, 7),
    },
    Scene {
        id: "cat-shifted",
        label: "'cat' at positions 10 and 14",
        description: "the same gap of −4 further along: the same score, 0.8934",
        set: |p| cat(p, 10, 14),
    },
    Scene {
        id: "thirty",
        label: "q = (2, 0), k = (1, 1), θ = 30°, positions 3 and 1",
        description: "q turns 90°, k turns 30°: the score is 1 + √3 = 2.732",
        set: |p| thirty(p, 3, 1),
    },
    Scene {
        id: "thirty-shifted",
        label: "the same pair at positions 5 and 3",
        description: "both shifted by 2: the 15° gap and the score 2.732 stay",
        set: |p| thirty(p, 5, 3),
    },
    Scene {
        id: "fast-slow",
        label: "fast pair θ = 0.1 and slow pair θ = 0.0001 at position 3",
        description: "the fast pair turns 0.3 rad, the slow one 0.0003 rad",
        set: |p| fast_slow(p, 3),
    },
    Scene {
        id: "fast-slow-far",
        label: "the same pairs at position 3000",
        description: "the slow pair at 3000 has turned 0.3 rad, as the fast one did at 3",
        set: |p| fast_slow(p, 3000),
    },
    Scene {
        id: "slow-pair",
        label: "the slow pair θ = 0.0001 trained to 8192, asked for 50 000",
        description: "46.9° seen in training, 287° at 50 000, back to 35.8° divided by 8",
        set: |p| {
            p.rope.theta_rad = vec![0.0001];
            p.rope.d = 2;
            p.rope.train_len_tokens = 8192;
            p.rope.infer_len_tokens = 50_000;
            p.rope.scaling = Scaling::Linear;
            p.rope.factor = 8.0;
        },
    },
];

/// The scene with this id.
pub fn find(id: &str) -> Option<&'static Scene> {
    SCENES.iter().find(|s| s.id == id)
}

//! What base-scaling shows: the old and the new base's speeds, one chosen pair and the two
//! lengths. Shared by its charts and its table.

/// The base the figure starts from: the original RoPE's.
pub(super) const OLD_BASE: f64 = 10000.0;

/// What the figure shows: both bases' frequencies and the lengths.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Bases {
    pub new_base: f64,
    pub old: Vec<f64>,
    pub new: Vec<f64>,
    pub pair: usize,
    pub train_len_tokens: u64,
    pub infer_len_tokens: u64,
}

impl Bases {
    pub fn slowdown(&self, i: usize) -> f64 {
        match (self.old.get(i), self.new.get(i)) {
            (Some(o), Some(n)) if *n > 0.0 => o / n,
            _ => 1.0,
        }
    }
    pub fn old_at(&self, len_tokens: u64) -> f64 {
        self.old
            .get(self.pair)
            .map_or(0.0, |t| t * len_tokens as f64)
    }
    pub fn new_at(&self, len_tokens: u64) -> f64 {
        self.new
            .get(self.pair)
            .map_or(0.0, |t| t * len_tokens as f64)
    }
}

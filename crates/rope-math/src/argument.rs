//! The argument on one page: the one number that carries each step of the lecture and the
//! story, each computed by the formula its own chapter uses (the running example: a head 128
//! wide, base 10,000, trained to 4,096 tokens and asked to read 32,768).

use crate::budget::Budget;
use crate::choice::Layout;
use crate::score::score_direct;

/// The head's width, base, training and asked-for lengths of the running example.
const D: usize = 128;
const BASE: f64 = 10_000.0;
const TRAIN_TOKENS: f64 = 4096.0;
const LONG_TOKENS: f64 = 32_768.0;

/// Each step's number.
#[derive(Clone, Debug, PartialEq)]
pub struct Argument {
    /// The seeds' one-pair score: `cat` at 3 and 7 (and at 10 and 14, the same).
    pub score_near: f64,
    pub score_moved: f64,
    /// Tokens for one turn of the fastest and the slowest pair.
    pub fastest_turn_tokens: f64,
    pub slowest_turn_tokens: f64,
    /// How many times more scores a text 8 times longer fills.
    pub scores_ratio: f64,
    /// The slowest pair's angle at the training length and at the length asked for, degrees.
    pub slowest_trained_deg: f64,
    pub slowest_long_deg: f64,
    /// Neighbours on the fastest pair, degrees apart, before and after interpolation.
    pub neighbours_deg: f64,
    pub neighbours_squeezed_deg: f64,
    /// The first text's budget: an 8,000 window, a 7,500-token prompt; tokens left.
    pub answer_left_tokens: f64,
}

/// Pair `i`'s speed at the running example's width and base, radians per token.
fn theta(i: usize) -> f64 {
    BASE.powf(-2.0 * i as f64 / D as f64)
}

/// Every step's number, computed.
pub fn argument() -> Argument {
    let pair = [(0.9, 0.4)];
    let speed = [0.1];
    let slowest = theta(D / 2 - 1);
    let stretch = LONG_TOKENS / TRAIN_TOKENS;
    Argument {
        score_near: score_direct(&pair, &pair, 3.0, 7.0, &speed, Layout::Half),
        score_moved: score_direct(&pair, &pair, 10.0, 14.0, &speed, Layout::Half),
        fastest_turn_tokens: std::f64::consts::TAU / theta(0),
        slowest_turn_tokens: std::f64::consts::TAU / slowest,
        scores_ratio: stretch * stretch,
        slowest_trained_deg: (TRAIN_TOKENS * slowest).to_degrees(),
        slowest_long_deg: (LONG_TOKENS * slowest).to_degrees(),
        neighbours_deg: theta(0).to_degrees(),
        neighbours_squeezed_deg: (theta(0) / stretch).to_degrees(),
        answer_left_tokens: Budget::default().left_tokens() as f64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_step_has_the_number_its_chapter_gives() {
        let a = argument();
        // The seeds' 0.8934, the same after moving both words 7 on.
        assert!((a.score_near - 0.8934).abs() < 5e-5, "{}", a.score_near);
        assert!((a.score_moved - a.score_near).abs() < 1e-12);
        // Pair 0 turns one radian a token: a turn every 2π tokens.
        assert!((a.fastest_turn_tokens - std::f64::consts::TAU).abs() < 1e-12);
        assert!((a.slowest_turn_tokens - 54_410.0).abs() < 10.0);
        assert_eq!(a.scores_ratio, 64.0);
        assert!((a.slowest_trained_deg - 27.1).abs() < 0.05);
        assert!((a.slowest_long_deg - 216.8).abs() < 0.05);
        assert!((a.neighbours_deg - 57.3).abs() < 0.05);
        assert!((a.neighbours_squeezed_deg - 7.16).abs() < 0.005);
        assert_eq!(a.answer_left_tokens, 500.0);
    }
}

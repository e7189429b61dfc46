//! The argument on one page: the one number that carries each step, each computed by the
//! formula its own chapter or slide uses, on one of two worked examples: the story's running
//! example (a head 128 wide trained to 4,096 tokens and asked for 32,768) or the lecture's
//! (a head 64 wide; the cost slide's 4,096 → 131,072, the failure slide's 4,000 → 16,000).

use crate::budget::Budget;
use crate::choice::Layout;
use crate::score::score_direct;

/// One worked example's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Example {
    /// One pair of the query and key, its speed (radians a token), their positions, and how
    /// far both are moved to show the score stays.
    pub q: (f64, f64),
    pub k: (f64, f64),
    pub theta_rad: f64,
    pub m: f64,
    pub n: f64,
    pub shift: f64,
    /// The head's width and base.
    pub d: usize,
    pub base: f64,
    /// The cost step's two lengths, tokens.
    pub cost_tokens: (f64, f64),
    /// The unseen-angles step's training and asked-for lengths, tokens.
    pub unseen_tokens: (f64, f64),
    /// The stretch interpolation squeezes by.
    pub stretch: f64,
    /// The window and the prompt, tokens.
    pub window_tokens: u64,
    pub prompt_tokens: u64,
}

/// The story's running example: `cat` at 3 and 7, then 10 and 14.
pub const STORY: Example = Example {
    q: (0.9, 0.4),
    k: (0.9, 0.4),
    theta_rad: 0.1,
    m: 3.0,
    n: 7.0,
    shift: 7.0,
    d: 128,
    base: 10_000.0,
    cost_tokens: (4096.0, 32_768.0),
    unseen_tokens: (4096.0, 32_768.0),
    stretch: 8.0,
    // The window chapter's own: a 3,700-token prompt in a 4,096-token window.
    window_tokens: 4096,
    prompt_tokens: 3700,
};

/// The lecture's: q = (2, 0) and k = (1, 1) turning 30° a token at 3 and 1, then 5 and 3.
pub const LECTURE: Example = Example {
    q: (2.0, 0.0),
    k: (1.0, 1.0),
    theta_rad: std::f64::consts::FRAC_PI_6,
    m: 3.0,
    n: 1.0,
    shift: 2.0,
    d: 64,
    base: 10_000.0,
    cost_tokens: (4096.0, 131_072.0),
    unseen_tokens: (4000.0, 16_000.0),
    stretch: 4.0,
    window_tokens: 8000,
    prompt_tokens: 7500,
};

/// Each step's number.
#[derive(Clone, Debug, PartialEq)]
pub struct Argument {
    /// The example it was computed on.
    pub example: Example,
    /// The pair's score at (m, n), and with both moved by the shift.
    pub score_near: f64,
    pub score_moved: f64,
    /// Tokens for one turn of the fastest and the slowest pair.
    pub fastest_turn_tokens: f64,
    pub slowest_turn_tokens: f64,
    /// How many times longer the text, and how many times more scores.
    pub length_ratio: f64,
    pub scores_ratio: f64,
    /// The slowest pair's angle at the training length and at the length asked for, degrees.
    pub slowest_trained_deg: f64,
    pub slowest_long_deg: f64,
    /// Neighbours on the fastest pair, degrees apart, before and after interpolation.
    pub neighbours_deg: f64,
    pub neighbours_squeezed_deg: f64,
    /// Tokens the window leaves for the answer.
    pub answer_left_tokens: f64,
}

/// Every step's number on `ex`.
pub fn argument(ex: &Example) -> Argument {
    let pair = |v: (f64, f64)| [v];
    let speed = [ex.theta_rad];
    let theta = |i: usize| ex.base.powf(-2.0 * i as f64 / ex.d.max(2) as f64);
    let slowest = theta(ex.d.max(2) / 2 - 1);
    let length_ratio = ex.cost_tokens.1 / ex.cost_tokens.0;
    let budget = Budget {
        window_tokens: ex.window_tokens,
        prompt_tokens: ex.prompt_tokens,
        ..Budget::default()
    };
    Argument {
        example: *ex,
        score_near: score_direct(&pair(ex.q), &pair(ex.k), ex.m, ex.n, &speed, Layout::Half),
        score_moved: score_direct(
            &pair(ex.q),
            &pair(ex.k),
            ex.m + ex.shift,
            ex.n + ex.shift,
            &speed,
            Layout::Half,
        ),
        fastest_turn_tokens: std::f64::consts::TAU / theta(0),
        slowest_turn_tokens: std::f64::consts::TAU / slowest,
        length_ratio,
        scores_ratio: length_ratio * length_ratio,
        slowest_trained_deg: (ex.unseen_tokens.0 * slowest).to_degrees(),
        slowest_long_deg: (ex.unseen_tokens.1 * slowest).to_degrees(),
        neighbours_deg: theta(0).to_degrees(),
        neighbours_squeezed_deg: (theta(0) / ex.stretch).to_degrees(),
        answer_left_tokens: budget.left_tokens() as f64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_story_steps_have_the_numbers_its_chapters_give() {
        let a = argument(&STORY);
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
        assert_eq!(a.answer_left_tokens, 396.0);
    }

    #[test]
    fn the_lecture_steps_have_its_slides_numbers() {
        let a = argument(&LECTURE);
        // Slides 16 and 17: 1 + √3 = 2.732 at (3, 1) and at (5, 3).
        assert!((a.score_near - (1.0 + 3f64.sqrt())).abs() < 1e-12);
        assert!((a.score_moved - a.score_near).abs() < 1e-12);
        // Slide 24: 32 times longer, 1,024 times the work.
        assert_eq!((a.length_ratio, a.scores_ratio), (32.0, 1024.0));
        // Slide 28: squeezed 4 times, neighbours 57.3° → 14.3° apart.
        assert!((a.neighbours_squeezed_deg - 14.32).abs() < 0.01);
        // d = 64: the slowest pair turns once in about 47,000 tokens.
        assert!((a.slowest_turn_tokens - 47_120.0).abs() < 10.0);
        assert_eq!(a.answer_left_tokens, 500.0);
    }
}

//! The context window as a budget: what is sent (this turn's prompt and the chat so far, which
//! is resent with every turn) and what the model writes back all come out of one window.

/// A context window and what one turn sends into it (the context-budget figure's settings).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The model's window, tokens.
    pub window_tokens: u64,
    /// The prompt sent this turn, tokens.
    pub prompt_tokens: u64,
    /// Earlier turns of a chat, resent with every new one, tokens.
    pub history_tokens: u64,
    /// The answer's length asked for, tokens (0: none asked; the answer runs until the window
    /// is full).
    pub reply_tokens: u64,
    /// The length a model still uses well on the reader's task, tokens (0: none shown). A
    /// measured number (a benchmark's or the reader's own), never computed here.
    pub effective_tokens: u64,
}

impl Default for Budget {
    /// The first text's example: a 7,500-token prompt in an 8,000 window.
    fn default() -> Self {
        Budget {
            window_tokens: 8000,
            prompt_tokens: 7500,
            history_tokens: 0,
            reply_tokens: 0,
            effective_tokens: 0,
        }
    }
}

impl Budget {
    /// What is left for the answer (see [`budget_left_tokens`]).
    pub fn left_tokens(&self) -> u64 {
        budget_left_tokens(self.window_tokens, self.prompt_tokens, self.history_tokens)
    }

    /// The token a fact placed `depth_pct` percent of the way into this turn's prompt sits at,
    /// counted from the window's start (the chat so far comes first). Depths outside 0–100 are
    /// taken at the nearer end; a prompt of n tokens has positions 0 to n − 1 in it.
    pub fn fact_token(&self, depth_pct: f64) -> u64 {
        let depth = if depth_pct.is_nan() {
            0.0
        } else {
            depth_pct.clamp(0.0, 100.0)
        };
        let last = self.prompt_tokens.saturating_sub(1) as f64;
        self.history_tokens
            .saturating_add((last * depth / 100.0).round() as u64)
    }

    /// How many tokens of the prompt follow the fact at `depth_pct` (the question usually
    /// comes last, so this is how far it reads back to the fact).
    pub fn tokens_after_fact(&self, depth_pct: f64) -> u64 {
        self.history_tokens
            .saturating_add(self.prompt_tokens)
            .saturating_sub(1)
            .saturating_sub(self.fact_token(depth_pct))
    }

    /// Of the answer asked for, the tokens that fit in what is left of the window.
    pub fn reply_fits_tokens(&self) -> u64 {
        self.reply_tokens.min(self.left_tokens())
    }

    /// Of the answer asked for, the tokens past the window's edge: the answer is cut there
    /// (or, by a service that checks first, the request refused).
    pub fn reply_cut_tokens(&self) -> u64 {
        self.reply_tokens.saturating_sub(self.left_tokens())
    }

    /// Of what is sent and fits (the chat and the prompt, up to the window's edge), the tokens
    /// past the effective length: in the window, but used less reliably. 0 with no effective
    /// length set.
    pub fn past_effective_tokens(&self) -> u64 {
        if self.effective_tokens == 0 {
            return 0;
        }
        let sent = self
            .prompt_tokens
            .saturating_add(self.history_tokens)
            .min(self.window_tokens);
        sent.saturating_sub(self.effective_tokens)
    }

    /// How far the window overflows (see [`budget_over_tokens`]).
    pub fn over_tokens(&self) -> u64 {
        budget_over_tokens(self.window_tokens, self.prompt_tokens, self.history_tokens)
    }
}

/// The depths a needle test hides a fact at, percent of the way into the prompt.
pub const NEEDLE_DEPTHS_PCT: [f64; 5] = [0.0, 25.0, 50.0, 75.0, 100.0];

/// What is left of a `window_tokens` window for the answer once the prompt and the history
/// are in it; 0 when they already fill it.
pub fn budget_left_tokens(window_tokens: u64, prompt_tokens: u64, history_tokens: u64) -> u64 {
    window_tokens.saturating_sub(prompt_tokens.saturating_add(history_tokens))
}

/// How far the prompt and the history overflow the window (0 when they fit): that many
/// tokens are cut, usually from the start, before the model sees anything.
pub fn budget_over_tokens(window_tokens: u64, prompt_tokens: u64, history_tokens: u64) -> u64 {
    prompt_tokens
        .saturating_add(history_tokens)
        .saturating_sub(window_tokens)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lectures_prompt_leaves_500_of_8000() {
        assert_eq!(budget_left_tokens(8000, 7500, 0), 500);
        assert_eq!(budget_over_tokens(8000, 7500, 0), 0);
    }

    #[test]
    fn history_counts_and_an_overflow_is_measured() {
        assert_eq!(budget_left_tokens(8000, 7500, 1000), 0);
        assert_eq!(budget_over_tokens(8000, 7500, 1000), 500);
        assert_eq!(budget_left_tokens(8000, 0, 0), 8000);
        assert_eq!(budget_left_tokens(8000, u64::MAX, u64::MAX), 0);
        assert_eq!(budget_over_tokens(0, u64::MAX, 1), u64::MAX);
    }

    #[test]
    fn left_and_over_add_up() {
        for (w, p, h) in [
            (8000, 7500, 0),
            (8000, 7000, 2000),
            (100, 0, 100),
            (1, 5, 5),
        ] {
            let used = p + h;
            assert_eq!(
                w as i64 - used as i64,
                budget_left_tokens(w, p, h) as i64 - budget_over_tokens(w, p, h) as i64
            );
        }
    }

    #[test]
    fn a_fact_sits_in_the_prompt_after_the_chat() {
        let b = Budget {
            window_tokens: 32_000,
            prompt_tokens: 20_001,
            history_tokens: 1000,
            reply_tokens: 0,
            effective_tokens: 0,
        };
        // Start, middle and end of the prompt: its first, middle and last tokens.
        assert_eq!(b.fact_token(0.0), 1000);
        assert_eq!(b.fact_token(50.0), 11_000);
        assert_eq!(b.fact_token(100.0), 21_000);
        assert_eq!(b.tokens_after_fact(100.0), 0);
        assert_eq!(b.tokens_after_fact(0.0), 20_000);
        assert_eq!(b.tokens_after_fact(50.0), 10_000);
        // Out of range or not a number: the nearer end, never a panic.
        assert_eq!(b.fact_token(-5.0), 1000);
        assert_eq!(b.fact_token(250.0), 21_000);
        assert_eq!(b.fact_token(f64::NAN), 1000);
        let empty = Budget {
            prompt_tokens: 0,
            ..Budget::default()
        };
        assert_eq!(empty.fact_token(50.0), 0);
        assert_eq!(empty.tokens_after_fact(50.0), 0);
        // Depths in order give facts in order.
        let at: Vec<u64> = NEEDLE_DEPTHS_PCT.iter().map(|d| b.fact_token(*d)).collect();
        assert!(at.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn the_storys_600_token_answer_loses_204_of_4096() {
        let b = Budget {
            window_tokens: 4096,
            prompt_tokens: 3700,
            history_tokens: 0,
            reply_tokens: 600,
            effective_tokens: 0,
        };
        assert_eq!(b.left_tokens(), 396);
        assert_eq!(b.reply_fits_tokens(), 396);
        assert_eq!(b.reply_cut_tokens(), 204);
        let short = Budget {
            reply_tokens: 300,
            ..b
        };
        assert_eq!(
            (short.reply_fits_tokens(), short.reply_cut_tokens()),
            (300, 0)
        );
        let full = Budget {
            prompt_tokens: 5000,
            ..b
        };
        assert_eq!(
            (full.reply_fits_tokens(), full.reply_cut_tokens()),
            (0, 600)
        );
    }

    #[test]
    fn what_is_sent_past_the_effective_length_fits_but_is_counted() {
        // RULER's GPT-4 example: a 128,000 window used well to 64,000, a 96,000-token prompt.
        let b = Budget {
            window_tokens: 128_000,
            prompt_tokens: 96_000,
            history_tokens: 0,
            reply_tokens: 0,
            effective_tokens: 64_000,
        };
        assert_eq!(b.past_effective_tokens(), 32_000);
        assert_eq!(b.over_tokens(), 0);
        // None set, or all of it inside: nothing past it.
        let unset = Budget {
            effective_tokens: 0,
            ..b
        };
        assert_eq!(unset.past_effective_tokens(), 0);
        let inside = Budget {
            prompt_tokens: 30_000,
            history_tokens: 4000,
            ..b
        };
        assert_eq!(inside.past_effective_tokens(), 0);
        // What does not fit is cut, not counted as used less well.
        let over = Budget {
            prompt_tokens: 200_000,
            ..b
        };
        assert_eq!(over.past_effective_tokens(), 64_000);
    }
}

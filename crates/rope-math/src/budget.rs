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
}

impl Default for Budget {
    /// The first text's example: a 7,500-token prompt in an 8,000 window.
    fn default() -> Self {
        Budget {
            window_tokens: 8000,
            prompt_tokens: 7500,
            history_tokens: 0,
        }
    }
}

impl Budget {
    /// What is left for the answer (see [`budget_left_tokens`]).
    pub fn left_tokens(&self) -> u64 {
        budget_left_tokens(self.window_tokens, self.prompt_tokens, self.history_tokens)
    }

    /// How far the window overflows (see [`budget_over_tokens`]).
    pub fn over_tokens(&self) -> u64 {
        budget_over_tokens(self.window_tokens, self.prompt_tokens, self.history_tokens)
    }
}

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
}

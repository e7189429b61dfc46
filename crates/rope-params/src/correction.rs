//! One thing that had to change in what the user gave (a URL value, a clamp), for the page's
//! notice.

use std::fmt;

/// What was wrong with one key's value and what is used instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Correction {
    /// The URL key concerned.
    pub key: String,
    /// What was wrong and what is used instead.
    pub message: String,
}

impl Correction {
    pub fn new(key: &str, message: impl Into<String>) -> Self {
        Correction {
            key: key.to_string(),
            message: message.into(),
        }
    }
}

impl fmt::Display for Correction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.key, self.message)
    }
}

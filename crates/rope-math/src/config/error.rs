//! Why a `config.json` could not be imported.

use crate::limits;
use std::fmt;

/// Why a config could not be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// Not JSON, with the parser's message (line and column).
    Json(String),
    /// The top level is not an object.
    NotObject,
    /// A key the method needs is absent.
    Missing(String),
    /// A key holds the wrong kind of value or an impossible one.
    Invalid { key: String, message: String },
    /// A RoPE type this tool does not model.
    Unsupported(String),
    /// Longer than [`limits::MAX_CONFIG_BYTES`] (its length in bytes).
    TooLarge(usize),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Json(m) => write!(f, "not valid JSON: {m}"),
            ConfigError::NotObject => write!(f, "a config.json is a JSON object {{…}}"),
            ConfigError::Missing(k) => write!(f, "missing '{k}'"),
            ConfigError::Invalid { key, message } => write!(f, "'{key}' {message}"),
            ConfigError::Unsupported(t) => write!(f, "RoPE type '{t}' is not supported here"),
            ConfigError::TooLarge(n) => write!(
                f,
                "{} kB is more than a config.json holds (at most {} kB are read)",
                n / 1024,
                limits::MAX_CONFIG_BYTES / 1024
            ),
        }
    }
}

impl std::error::Error for ConfigError {}

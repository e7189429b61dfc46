//! Import of a model's `config.json` (Hugging Face v4 `rope_scaling` or v5 `rope_parameters`)
//! into [`Params`]. Every problem is a [`ConfigError`] naming the key; nothing panics.

use crate::config_json::{invalid, list, number, positive, rope_object, rope_type, text_model};
use crate::params::{Params, Scaling};
use serde_json::Value;
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
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Json(m) => write!(f, "not valid JSON: {m}"),
            ConfigError::NotObject => write!(f, "a config.json is a JSON object {{…}}"),
            ConfigError::Missing(k) => write!(f, "missing '{k}'"),
            ConfigError::Invalid { key, message } => write!(f, "'{key}' {message}"),
            ConfigError::Unsupported(t) => write!(f, "RoPE type '{t}' is not supported here"),
        }
    }
}

impl std::error::Error for ConfigError {}

/// Reads `json` into a copy of `current` (positions, vectors and view settings are kept).
/// Returns the new parameters and notes on what was assumed.
pub fn import_config(json: &str, current: &Params) -> Result<(Params, Vec<String>), ConfigError> {
    let value: Value = serde_json::from_str(json).map_err(|e| ConfigError::Json(e.to_string()))?;
    let Value::Object(root) = value else {
        return Err(ConfigError::NotObject);
    };
    let cfg = text_model(&root);
    let rope = rope_object(cfg)?;
    let scaling = rope_type(&rope)?;
    let mut notes = Vec::new();

    let base = match (
        positive(&rope, "rope_theta")?,
        positive(cfg, "rope_theta")?,
        positive(cfg, "rotary_emb_base")?,
    ) {
        (Some(b), _, _) | (None, Some(b), _) | (None, None, Some(b)) => b,
        (None, None, None) => {
            notes.push("no rope_theta: used 10000, the Hugging Face default".to_string());
            10000.0
        }
    };

    let head_dim = match (
        positive(cfg, "qk_rope_head_dim")?,
        positive(cfg, "head_dim")?,
    ) {
        (Some(d), _) => {
            notes.push(format!("rotary dimension from qk_rope_head_dim ({d})"));
            d
        }
        (None, Some(d)) => d,
        (None, None) => {
            let hidden = positive(cfg, "hidden_size")?
                .ok_or_else(|| ConfigError::Missing("head_dim or hidden_size".into()))?;
            let heads = positive(cfg, "num_attention_heads")?
                .ok_or_else(|| ConfigError::Missing("num_attention_heads".into()))?;
            (hidden / heads).floor()
        }
    };
    let fraction = match (
        positive(cfg, "partial_rotary_factor")?,
        positive(cfg, "rotary_pct")?,
    ) {
        (Some(f), _) | (None, Some(f)) => f,
        (None, None) => 1.0,
    };
    if fraction > 1.0 {
        return Err(invalid("partial_rotary_factor", "must be at most 1"));
    }
    let mut d = (head_dim * fraction).floor() as usize;
    if d % 2 == 1 {
        notes.push(format!("rotary dimension {d} is odd; used {}", d - 1));
        d -= 1;
    }
    if d < 2 {
        return Err(invalid("head_dim", "gives fewer than 2 rotary dimensions"));
    }

    let max_len = positive(cfg, "max_position_embeddings")?;
    let top_original = positive(cfg, "original_max_position_embeddings")?;
    let rope_original = positive(&rope, "original_max_position_embeddings")?;
    // LongRoPE (Phi-3) reads the top-level key first; everyone else the RoPE object's.
    let original = match scaling {
        Scaling::LongRope => top_original.or(rope_original),
        _ => rope_original.or(top_original),
    };
    let factor = positive(&rope, "factor")?;
    let need_factor = || factor.ok_or_else(|| ConfigError::Missing("rope_scaling.factor".into()));
    let max_len = match max_len {
        Some(m) => m,
        None => {
            let fallback = original.unwrap_or(current.train_len_tokens as f64);
            notes.push(format!("no max_position_embeddings: used {fallback}"));
            fallback
        }
    };

    // RoPE settings start from the defaults so nothing of a previous model lingers; what the
    // reader is looking at (positions, vectors, view) is kept.
    let mut p = Params {
        m: current.m,
        n: current.n,
        pair: current.pair,
        layout: current.layout,
        vec: current.vec,
        seed: current.seed,
        q: current.q.clone(),
        k: current.k.clone(),
        panel: current.panel.clone(),
        theme: current.theme,
        ..Params::default()
    };
    p.d = d;
    p.base = base;
    p.scaling = scaling;
    p.attn = None;
    let (train, infer, used_factor) = match scaling {
        Scaling::None => (original.unwrap_or(max_len), max_len, p.factor),
        Scaling::Linear | Scaling::Ntk => {
            let f = need_factor()?;
            let train = original.unwrap_or(max_len);
            (train, (train * f).max(max_len), f)
        }
        Scaling::Dynamic => {
            let f = need_factor()?;
            notes.push(
                "dynamic NTK: inference length set to factor × max_position_embeddings".to_string(),
            );
            (max_len, max_len * f, f)
        }
        Scaling::Yarn | Scaling::LongRope => {
            let train = original.unwrap_or(max_len);
            let f = match factor {
                Some(f) => f,
                None if max_len > train => {
                    notes.push(format!(
                        "no factor: used max_position_embeddings / original = {}",
                        max_len / train
                    ));
                    max_len / train
                }
                None => return Err(ConfigError::Missing("rope_scaling.factor".into())),
            };
            let infer = if max_len > train { max_len } else { train * f };
            (train, infer, f)
        }
        Scaling::Llama3 => {
            let f = need_factor()?;
            let train = rope_original
                .or(top_original)
                .ok_or_else(|| ConfigError::Missing("original_max_position_embeddings".into()))?;
            (train, max_len.max(train * f), f)
        }
    };
    p.train_len_tokens = train.round() as u64;
    p.infer_len_tokens = infer.round() as u64;
    p.factor = used_factor;

    if scaling == Scaling::Yarn {
        p.beta_fast = number(&rope, "beta_fast")?
            .filter(|v| *v != 0.0)
            .unwrap_or(32.0);
        p.beta_slow = number(&rope, "beta_slow")?
            .filter(|v| *v != 0.0)
            .unwrap_or(1.0);
        p.mscale = number(&rope, "mscale")?.unwrap_or(0.0);
        p.mscale_all_dim = number(&rope, "mscale_all_dim")?.unwrap_or(0.0);
        p.truncate = match rope.get("truncate") {
            None | Some(Value::Null) => true,
            Some(Value::Bool(b)) => *b,
            Some(_) => return Err(invalid("truncate", "must be true or false")),
        };
    }
    if matches!(scaling, Scaling::Yarn | Scaling::LongRope) {
        p.attn = positive(&rope, "attention_factor")?;
    }
    if scaling == Scaling::Llama3 {
        p.low_freq_factor = positive(&rope, "low_freq_factor")?
            .ok_or_else(|| ConfigError::Missing("low_freq_factor".into()))?;
        p.high_freq_factor = positive(&rope, "high_freq_factor")?
            .ok_or_else(|| ConfigError::Missing("high_freq_factor".into()))?;
        if p.high_freq_factor <= p.low_freq_factor {
            return Err(invalid(
                "high_freq_factor",
                "must be greater than low_freq_factor",
            ));
        }
    }
    if scaling == Scaling::LongRope {
        p.short_factor = list(&rope, "short_factor")?
            .ok_or_else(|| ConfigError::Missing("short_factor".into()))?;
        p.long_factor = list(&rope, "long_factor")?
            .ok_or_else(|| ConfigError::Missing("long_factor".into()))?;
        for (name, l) in [
            ("short_factor", &p.short_factor),
            ("long_factor", &p.long_factor),
        ] {
            if l.len() != d / 2 {
                notes.push(format!(
                    "{name} has {} entries for {} pairs; missing ones count as 1",
                    l.len(),
                    d / 2
                ));
            }
        }
    }
    let (p, fixes) = p.clamped();
    notes.extend(fixes.iter().map(|c| c.to_string()));
    Ok((p, notes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_garbage_with_a_message() {
        let p = Params::default();
        assert!(matches!(import_config("{", &p), Err(ConfigError::Json(_))));
        assert_eq!(import_config("[1]", &p), Err(ConfigError::NotObject));
        let e = import_config(r#"{"hidden_size": "big", "num_attention_heads": 8}"#, &p);
        assert!(matches!(e, Err(ConfigError::Invalid { .. })));
        let e = import_config(
            r#"{"head_dim": 64, "max_position_embeddings": 4096, "rope_scaling": {"type": "mrope"}}"#,
            &p,
        );
        assert_eq!(e, Err(ConfigError::Unsupported("mrope".into())));
    }

    #[test]
    fn partial_rotary_from_gpt_neox() {
        let (p, _) = import_config(
            r#"{"hidden_size": 6144, "num_attention_heads": 64, "rotary_pct": 0.25,
                "rotary_emb_base": 10000, "max_position_embeddings": 2048}"#,
            &Params::default(),
        )
        .expect("valid config");
        assert_eq!((p.d, p.base, p.train_len_tokens), (24, 10000.0, 2048));
    }
}

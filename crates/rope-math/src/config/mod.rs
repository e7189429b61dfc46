//! Import of a model's `config.json` (Hugging Face v4 `rope_scaling` or v5 `rope_parameters`)
//! into a [`Rope`]. Every problem is a [`ConfigError`] naming the key; nothing panics. What is
//! read is as the file says: the page clamps it into its ranges and reports what changed.

mod error;
pub(crate) mod json;

pub use error::ConfigError;

use crate::choice::Scaling;
use crate::limits;
use crate::notice::shown;
use crate::rope::Rope;

use json::{invalid, list, number, positive, rope_object, rope_type, text_model};
use serde_json::Value;

/// What a config says of RoPE: the configuration, Llama 4's query temperature where the config
/// gives it, and notes on what was assumed.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    pub rope: Rope,
    /// Llama 4's `floor_scale` (tokens per step of its query temperature).
    pub floor_scale_tokens: Option<u64>,
    /// Llama 4's `attn_scale`.
    pub attn_scale: Option<f64>,
    pub notes: Vec<String>,
}

/// Reads `json`'s RoPE settings; `current` gives the training length a config without
/// `max_position_embeddings` keeps. A config with settings per layer type is read for its
/// `full_attention` layers; [`import_config_layer`] picks another.
pub fn import_config(json: &str, current: &Rope) -> Result<Imported, ConfigError> {
    import_config_layer(json, current, None)
}

/// The config's top-level object (size-capped, a byte-order mark allowed).
fn parse_root(json: &str) -> Result<serde_json::Map<String, Value>, ConfigError> {
    if json.len() > limits::MAX_CONFIG_BYTES {
        return Err(ConfigError::TooLarge(json.len()));
    }
    // Editors on some systems start a UTF-8 file with a byte-order mark; JSON has no use for it.
    let json = json.strip_prefix('\u{feff}').unwrap_or(json);
    let value: Value = serde_json::from_str(json).map_err(|e| ConfigError::Json(e.to_string()))?;
    match value {
        Value::Object(root) => Ok(root),
        _ => Err(ConfigError::NotObject),
    }
}

/// The layer types a config gives RoPE settings for (v5 `rope_parameters` keyed by layer
/// type, such as Gemma's `full_attention` and `sliding_attention`); empty when one set serves
/// every layer or the text is no config.
pub fn config_layer_types(json: &str) -> Vec<String> {
    parse_root(json)
        .map(|root| json::layer_types(text_model(&root)))
        .unwrap_or_default()
}

/// As [`import_config`], reading the RoPE settings of layer type `layer` (`None`: the
/// `full_attention` layers, else the first type listed).
pub fn import_config_layer(
    json: &str,
    current: &Rope,
    layer: Option<&str>,
) -> Result<Imported, ConfigError> {
    let root = parse_root(json)?;
    let cfg = text_model(&root);
    let (rope, layer_type) = rope_object(cfg, layer)?;
    let scaling = rope_type(&rope)?;
    let mut notes = Vec::new();
    if let Some(name) = &layer_type {
        notes.push(format!("RoPE settings of the {name} layers"));
    }
    // Gemma 4's global layers have wider heads than its sliding ones.
    let global_head = layer_type.as_deref() == Some("full_attention");

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
        positive(cfg, "global_head_dim")?.filter(|_| global_head),
        positive(cfg, "head_dim")?,
    ) {
        (Some(d), _, _) => {
            notes.push(format!("rotary dimension from qk_rope_head_dim ({d})"));
            d
        }
        (None, Some(d), _) => {
            notes.push(format!("head dimension from global_head_dim ({d})"));
            d
        }
        (None, None, Some(d)) => d,
        (None, None, None) => {
            let hidden = positive(cfg, "hidden_size")?
                .ok_or_else(|| ConfigError::Missing("head_dim or hidden_size".into()))?;
            let heads = positive(cfg, "num_attention_heads")?
                .ok_or_else(|| ConfigError::Missing("num_attention_heads".into()))?;
            (hidden / heads).floor()
        }
    };
    // v5 puts the fraction inside the RoPE object; v4 beside it; GPT-NeoX calls it rotary_pct.
    let fraction = match (
        positive(&rope, "partial_rotary_factor")?,
        positive(cfg, "partial_rotary_factor")?,
        positive(cfg, "rotary_pct")?,
    ) {
        (Some(f), _, _) | (None, Some(f), _) | (None, None, Some(f)) => f,
        (None, None, None) => 1.0,
    };
    if fraction > 1.0 {
        return Err(invalid("partial_rotary_factor", "must be at most 1"));
    }
    let head_dim = head_dim.floor();
    if head_dim > limits::D.1 as f64 {
        return Err(invalid(
            "head_dim",
            &format!(
                "is {}; heads of at most {} dimensions are shown here",
                shown(head_dim),
                limits::D.1
            ),
        ));
    }
    let mut d = head_dim as usize;
    if d % 2 == 1 {
        notes.push(format!("head dimension {d} is odd; used {}", d - 1));
        d -= 1;
    }
    if d < 2 || (fraction * d as f64) < 2.0 {
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
    let mut r = Rope {
        d,
        partial: fraction,
        base,
        scaling,
        attn: None,
        ..Rope::default()
    };
    let (train, infer, used_factor) = match scaling {
        Scaling::None => (original.unwrap_or(max_len), max_len, r.factor),
        // Its factor is optional (HF: 1) and divides every frequency.
        Scaling::Proportional => (original.unwrap_or(max_len), max_len, factor.unwrap_or(1.0)),
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
            // As for YaRN: the model's own maximum when it extends the original, else the factor.
            let infer = if max_len > train { max_len } else { train * f };
            (train, infer, f)
        }
    };
    r.train_len_tokens = train.round() as u64;
    r.infer_len_tokens = infer.round() as u64;
    r.factor = used_factor;

    if scaling == Scaling::Yarn {
        r.beta_fast = number(&rope, "beta_fast")?
            .filter(|v| *v != 0.0)
            .unwrap_or(32.0);
        r.beta_slow = number(&rope, "beta_slow")?
            .filter(|v| *v != 0.0)
            .unwrap_or(1.0);
        // The same rule as Llama 3's band below: an empty or inverted ramp is refused.
        if r.beta_fast <= r.beta_slow {
            return Err(invalid("beta_fast", "must be greater than beta_slow"));
        }
        r.mscale = number(&rope, "mscale")?.unwrap_or(0.0);
        r.mscale_all_dim = number(&rope, "mscale_all_dim")?.unwrap_or(0.0);
        r.truncate = match rope.get("truncate") {
            None | Some(Value::Null) => true,
            Some(Value::Bool(b)) => *b,
            Some(_) => return Err(invalid("truncate", "must be true or false")),
        };
    }
    if matches!(scaling, Scaling::Yarn | Scaling::LongRope) {
        r.attn = positive(&rope, "attention_factor")?;
    }
    if scaling == Scaling::Llama3 {
        r.low_freq_factor = positive(&rope, "low_freq_factor")?
            .ok_or_else(|| ConfigError::Missing("low_freq_factor".into()))?;
        r.high_freq_factor = positive(&rope, "high_freq_factor")?
            .ok_or_else(|| ConfigError::Missing("high_freq_factor".into()))?;
        // Equal factors (Llama 4 Scout's 1 and 1) leave no blend: every pair is kept or
        // divided, cut at the original length. Hugging Face accepts them; only an inverted band
        // is refused.
        if r.high_freq_factor < r.low_freq_factor {
            return Err(invalid(
                "high_freq_factor",
                "must not be below low_freq_factor",
            ));
        }
    }
    if scaling == Scaling::LongRope {
        r.short_factor = list(&rope, "short_factor")?
            .ok_or_else(|| ConfigError::Missing("short_factor".into()))?;
        r.long_factor = list(&rope, "long_factor")?
            .ok_or_else(|| ConfigError::Missing("long_factor".into()))?;
        for (name, l) in [
            ("short_factor", &r.short_factor),
            ("long_factor", &r.long_factor),
        ] {
            if l.len() != r.rotated_pairs() {
                notes.push(format!(
                    "{name} has {} entries for {} pairs; missing ones count as 1",
                    l.len(),
                    r.rotated_pairs()
                ));
            }
        }
    }
    // Llama 4's query temperature on its layers without RoPE (the temperature figure's keys).
    Ok(Imported {
        rope: r,
        floor_scale_tokens: positive(cfg, "floor_scale")?.map(|steps| steps.round() as u64),
        attn_scale: number(cfg, "attn_scale")?,
        notes,
    })
}

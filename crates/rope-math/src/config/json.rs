//! JSON helpers of the config importer: typed look-ups that name the key on failure, and where
//! the RoPE settings sit in v4, v5 and multimodal configs.

use super::error::ConfigError;
use crate::choice::Scaling;
use crate::limits;
use serde_json::{Map, Value};

pub(crate) fn invalid(key: &str, message: &str) -> ConfigError {
    ConfigError::Invalid {
        key: key.to_string(),
        message: message.to_string(),
    }
}

/// A number at `key` in `obj`: `None` when absent or null, an error when not a finite number.
pub(crate) fn number(obj: &Map<String, Value>, key: &str) -> Result<Option<f64>, ConfigError> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => match n.as_f64() {
            Some(v) if v.is_finite() => Ok(Some(v)),
            _ => Err(invalid(key, "is not a finite number")),
        },
        Some(_) => Err(invalid(key, "must be a number")),
    }
}

pub(crate) fn positive(obj: &Map<String, Value>, key: &str) -> Result<Option<f64>, ConfigError> {
    match number(obj, key)? {
        Some(v) if v <= 0.0 => Err(invalid(key, "must be positive")),
        other => Ok(other),
    }
}

pub(crate) fn list(obj: &Map<String, Value>, key: &str) -> Result<Option<Vec<f64>>, ConfigError> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Array(items)) if items.len() > limits::LIST_LEN => Err(invalid(
            key,
            &format!(
                "has {} entries; at most {} (one per pair) are read",
                items.len(),
                limits::LIST_LEN
            ),
        )),
        Some(Value::Array(items)) => items
            .iter()
            .map(|v| match v.as_f64() {
                Some(x) if x.is_finite() && x > 0.0 => Ok(x),
                _ => Err(invalid(key, "must hold positive numbers only")),
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Some),
        Some(_) => Err(invalid(key, "must be a list of numbers")),
    }
}

/// The object of the language model: the top level, or its `text_config` (multimodal
/// configs), or `lm_config`.
pub(crate) fn text_model(root: &Map<String, Value>) -> &Map<String, Value> {
    let has_shape =
        |o: &Map<String, Value>| o.contains_key("hidden_size") || o.contains_key("head_dim");
    if has_shape(root) {
        return root;
    }
    for key in ["text_config", "lm_config", "llm_config"] {
        if let Some(Value::Object(inner)) = root.get(key) {
            if has_shape(inner) {
                return inner;
            }
        }
    }
    root
}

/// The object holding the RoPE settings: v5 `rope_parameters` or v4 `rope_scaling`, with the
/// key it came from; `None` when neither is set.
fn rope_root(cfg: &Map<String, Value>) -> Result<Option<&Map<String, Value>>, ConfigError> {
    for key in ["rope_parameters", "rope_scaling"] {
        match cfg.get(key) {
            None | Some(Value::Null) => continue,
            Some(Value::Object(o)) => return Ok(Some(o)),
            Some(_) => return Err(invalid(key, "must be an object")),
        }
    }
    Ok(None)
}

/// Whether a RoPE object is keyed by layer type (v5 configs of models whose layers differ,
/// such as Gemma's `full_attention` and `sliding_attention`): every value is an object.
fn is_per_layer(o: &Map<String, Value>) -> bool {
    !o.is_empty() && o.values().all(Value::is_object)
}

/// The layer types a config's RoPE settings are given for (empty when one set serves all).
pub(crate) fn layer_types(cfg: &Map<String, Value>) -> Vec<String> {
    match rope_root(cfg) {
        Ok(Some(o)) if is_per_layer(o) => o.keys().cloned().collect(),
        _ => Vec::new(),
    }
}

/// The RoPE object for `layer` (per-layer configs; unset: `full_attention`, else the first),
/// and the layer type it is for; an empty map when no RoPE object is set.
pub(crate) fn rope_object(
    cfg: &Map<String, Value>,
    layer: Option<&str>,
) -> Result<(Map<String, Value>, Option<String>), ConfigError> {
    let Some(root) = rope_root(cfg)? else {
        return Ok((Map::new(), None));
    };
    if !is_per_layer(root) {
        return Ok((root.clone(), None));
    }
    let wanted = layer.unwrap_or("full_attention");
    let (name, entry) = match root.get_key_value(wanted) {
        Some(found) => found,
        None if layer.is_some() => {
            return Err(invalid(
                "rope_parameters",
                &format!(
                    "has no layer type '{}'; it has {}",
                    crate::notice::short(wanted),
                    root.keys().cloned().collect::<Vec<_>>().join(", ")
                ),
            ))
        }
        None => root
            .iter()
            .next()
            .ok_or_else(|| invalid("rope_parameters", "is empty"))?,
    };
    match entry {
        Value::Object(o) => Ok((o.clone(), Some(name.clone()))),
        _ => Err(invalid(name, "must be an object")),
    }
}

pub(crate) fn rope_type(rope: &Map<String, Value>) -> Result<Scaling, ConfigError> {
    let name = match rope.get("rope_type").or_else(|| rope.get("type")) {
        None | Some(Value::Null) => "default".to_string(),
        Some(Value::String(s)) => s.to_ascii_lowercase(),
        Some(_) => return Err(invalid("rope_type", "must be a string")),
    };
    match name.as_str() {
        "default" => Ok(Scaling::None),
        "linear" => Ok(Scaling::Linear),
        "ntk" => Ok(Scaling::Ntk),
        "dynamic" => Ok(Scaling::Dynamic),
        "yarn" => Ok(Scaling::Yarn),
        "llama3" => Ok(Scaling::Llama3),
        // "su" is the name Phi-3's first configs used for LongRoPE.
        "longrope" | "su" => Ok(Scaling::LongRope),
        "proportional" => Ok(Scaling::Proportional),
        other => Err(ConfigError::Unsupported(other.to_string())),
    }
}

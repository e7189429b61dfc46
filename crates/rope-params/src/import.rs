//! A model's settings into the page's state: a pasted `config.json` or a preset, read by
//! `rope_math::config`, then clamped into the page's ranges with every change noted.

use crate::params::Params;
use rope_math::config::{import_config_layer as read_layer, ConfigError, Imported};
use rope_math::presets::Preset;

/// Reads `json` into a copy of `current` with new RoPE settings (the probe and view are kept).
/// Returns the new parameters and notes on what was assumed or clamped. A config with settings
/// per layer type is read for its `full_attention` layers; [`import_config_layer`] picks
/// another.
pub fn import_config(json: &str, current: &Params) -> Result<(Params, Vec<String>), ConfigError> {
    import_config_layer(json, current, None)
}

/// As [`import_config`], reading the RoPE settings of layer type `layer` (`None`: the
/// `full_attention` layers, else the first type listed).
pub fn import_config_layer(
    json: &str,
    current: &Params,
    layer: Option<&str>,
) -> Result<(Params, Vec<String>), ConfigError> {
    let imported = read_layer(json, &current.rope, layer)?;
    Ok(into_params(imported, current))
}

/// `current` with the imported settings, clamped; the importer's notes, then the clamps'.
fn into_params(imported: Imported, current: &Params) -> (Params, Vec<String>) {
    let Imported {
        rope,
        floor_scale_tokens,
        attn_scale,
        mut notes,
    } = imported;
    let mut p = Params {
        preset: None,
        scene: None,
        rope,
        ..current.clone()
    };
    if let Some(steps) = floor_scale_tokens {
        p.figures.temperature.floor_scale_tokens = steps;
    }
    if let Some(scale) = attn_scale {
        p.figures.temperature.attn_scale = scale;
    }
    let (p, fixes) = p.clamped();
    notes.extend(fixes.iter().map(|c| c.to_string()));
    (p, notes)
}

impl Params {
    /// Sets the RoPE fields to `preset`'s model's (probe and view kept) and labels it.
    pub fn set_preset(&mut self, preset: &Preset) {
        // The excerpts are tested to import cleanly; a failure would leave `self` as it was.
        if let Ok((mut imported, _notes)) = import_config(preset.config_json, self) {
            imported.preset = Some(preset.id.to_string());
            *self = imported;
        }
    }
}

#[cfg(test)]
#[path = "import_tests.rs"]
mod tests;

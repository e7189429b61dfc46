//! Real models' RoPE settings. Each preset is an excerpt of the model's published
//! `config.json` (the keys RoPE reads, values unchanged), loaded through the same importer as a
//! pasted config, so a preset and the pasted file can never disagree.

use crate::config::import_config;
use crate::limits;
use crate::rope::Rope;

mod layers;
mod models;
mod shape;
pub use layers::{layer_stack, LayerKind, LayerStack};
pub use models::{Preset, PRESETS};

impl Preset {
    /// This model's RoPE configuration. The excerpts are tested to import cleanly and inside
    /// every range; a failure would give the defaults.
    pub fn rope(&self) -> Rope {
        import_config(self.config_json, &Rope::default())
            .map(|imported| imported.rope)
            .unwrap_or_default()
    }
}

impl Preset {
    /// The model's Hugging Face id (`meta-llama/Llama-3.1-8B`), the start of `source`.
    pub fn hf_id(&self) -> &'static str {
        self.source.split(',').next().unwrap_or_default().trim()
    }
}

/// The preset named `name`: its id, its Hugging Face id or the model's own name (the id's part
/// after the slash), in any case (`llama-3.1-8b`, `Llama-3.1-8B`, `meta-llama/Llama-3.1-8B`).
pub fn find(name: &str) -> Option<&'static Preset> {
    let name = name.trim();
    PRESETS
        .iter()
        .find(|p| p.id.eq_ignore_ascii_case(name))
        .or_else(|| {
            PRESETS.iter().find(|p| {
                let hf = p.hf_id();
                hf.eq_ignore_ascii_case(name)
                    || hf
                        .rsplit('/')
                        .next()
                        .is_some_and(|model| model.eq_ignore_ascii_case(name))
            })
        })
}

/// The model the cost figure counts for `model=` (Llama 3.1 8B when unset or unknown).
pub fn kv_model(id: Option<&str>) -> &'static Preset {
    let fallback = "llama-3.1-8b";
    let wanted = id
        .filter(|id| limits::KV_MODELS.contains(id))
        .unwrap_or(fallback);
    find(wanted)
        .or_else(|| find(fallback))
        .unwrap_or(&PRESETS[0])
}

/// The decoding figure's model: `id` when it is a cached model with query and KV heads (not
/// latent attention), else Llama 3.1 8B.
pub fn decode_model(id: Option<&str>) -> &'static Preset {
    let wanted = kv_model(id);
    if wanted.decode_shape().is_some() {
        wanted
    } else {
        kv_model(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_or_missing_model_counts_llama_3_1_8b() {
        assert_eq!(kv_model(None).id, "llama-3.1-8b");
        assert_eq!(kv_model(Some("gemma-4-31b")).id, "llama-3.1-8b");
        assert_eq!(kv_model(Some("deepseek-v3")).id, "deepseek-v3");
        assert_eq!(kv_model(Some("gemma-7b")).id, "gemma-7b");
    }

    #[test]
    fn the_decoded_models_are_cached_models_with_their_context() {
        for (id, _) in crate::decode::DECODE_PARAMS {
            assert!(limits::KV_MODELS.contains(&id), "{id}");
            assert!(find(id).and_then(Preset::decode_shape).is_some(), "{id}");
        }
        for id in ["deepseek-v3", "mistral-7b-v0.1"] {
            assert!(find(id).and_then(Preset::decode_shape).is_none(), "{id}");
            assert_eq!(decode_model(Some(id)).id, "llama-3.1-8b");
        }
        assert_eq!(decode_model(Some("llama-2-7b")).id, "llama-2-7b");
        let llama = decode_model(None).decode_shape();
        assert_eq!(
            llama.map(|s| (s.query_heads, s.kv_heads, s.context_tokens)),
            Some((32, 8, 131_072))
        );
    }

    #[test]
    fn every_preset_imports_without_corrections() {
        for preset in PRESETS {
            let imported = import_config(preset.config_json, &Rope::default())
                .unwrap_or_else(|e| panic!("{}: {e}", preset.id));
            let r = imported.rope;
            assert!(r.d >= 2 && r.d.is_multiple_of(2));
            assert!(
                limits::D.0 <= r.d && r.d <= limits::D.1,
                "{}: d = {}",
                preset.id,
                r.d
            );
        }
    }

    #[test]
    fn longrope_presets_have_48_factors_and_phi3_attention_factor() {
        for id in ["phi-3-mini-128k", "phi-3-vision-128k", "phi-3.5-mini"] {
            let r = find(id).expect("preset").rope();
            assert_eq!(
                (r.d, r.short_factor.len(), r.long_factor.len()),
                (96, 48, 48),
                "{id}"
            );
            assert_eq!(
                (r.factor, r.train_len_tokens, r.infer_len_tokens),
                (32.0, 4096, 131072)
            );
            let f = crate::scaling::frequencies(&r);
            // sqrt(1 + ln 32 / ln 4096) = sqrt(17/12), as in the reference.
            assert!((f.attention_factor - 1.1902380714238083).abs() < 1e-15);
        }
    }

    #[test]
    fn phi3_mini_128k_has_its_own_short_list() {
        let mini = find("phi-3-mini-128k").expect("preset").rope();
        let vision = find("phi-3-vision-128k").expect("preset").rope();
        // Same long list, different short list: the two models were tuned separately.
        assert_eq!(mini.long_factor, vision.long_factor);
        assert_eq!(mini.short_factor[5], 1.1500000000000001);
        assert_eq!(vision.short_factor[5], 1.1);
        assert_eq!(mini.short_factor[47], 2.9499999999999975);
        let short_sum: f64 = mini.short_factor.iter().sum();
        assert!((short_sum - 93.35).abs() < 1e-9, "{short_sum}");
    }

    #[test]
    fn partial_rotation_presets_rotate_their_published_share() {
        // (preset, head dim, rotated pairs, scaling): GPT-NeoX and Pythia rotary_pct 0.25,
        // Phi-2 partial_rotary_factor 0.4, Gemma 4's global layers proportional 0.25 of 512.
        for (id, d, pairs, scaling) in [
            ("gpt-neox-20b", 96, 12, crate::choice::Scaling::None),
            ("pythia-6.9b", 128, 16, crate::choice::Scaling::None),
            ("phi-2", 80, 16, crate::choice::Scaling::None),
            ("gemma-4-31b", 512, 64, crate::choice::Scaling::Proportional),
        ] {
            let r = find(id).expect("preset").rope();
            assert_eq!(
                (r.d, r.rotated_pairs(), r.scaling),
                (d, pairs, scaling),
                "{id}"
            );
            assert_eq!(crate::scaling::frequencies(&r).num_rotated(), pairs, "{id}");
        }
    }

    #[test]
    fn ids_are_unique() {
        for (i, a) in PRESETS.iter().enumerate() {
            assert!(PRESETS[i + 1..].iter().all(|b| b.id != a.id));
        }
    }

    #[test]
    fn llama3_presets_infer_at_their_own_maximum() {
        for (id, max_len) in [("llama-3.1-8b", 131_072), ("llama-3.2-1b", 131_072)] {
            let r = find(id).expect("preset").rope();
            assert_eq!(
                (r.train_len_tokens, r.infer_len_tokens),
                (8192, max_len),
                "{id}"
            );
        }
    }
}

//! Real models' RoPE settings. Each preset is an excerpt of the model's published
//! `config.json` (the keys RoPE reads, values unchanged), loaded through the same importer as a
//! pasted config, so a preset and the pasted file can never disagree.

use crate::config::import_config;
use crate::params::Params;

/// One model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// URL value (`preset=<id>`).
    pub id: &'static str,
    pub label: &'static str,
    /// Where the values come from.
    pub source: &'static str,
    /// The RoPE-relevant excerpt of the config.
    pub config_json: &'static str,
}

impl Preset {
    /// Sets `p`'s RoPE fields to this model's (view settings kept) and labels it.
    pub fn apply(&self, p: &mut Params) {
        // The excerpts are tested to import cleanly; a failure would leave `p` as it was.
        if let Ok((mut imported, _notes)) = import_config(self.config_json, p) {
            imported.preset = Some(self.id.to_string());
            *p = imported;
        }
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

pub static PRESETS: &[Preset] = &[
    Preset {
        id: "llama-2-7b",
        label: "Llama 2 7B",
        source: "meta-llama/Llama-2-7b-hf, config.json",
        config_json: r#"{"hidden_size": 4096, "num_attention_heads": 32, "max_position_embeddings": 4096,
            "rope_theta": 10000.0, "rope_scaling": null}"#,
    },
    Preset {
        id: "code-llama-7b",
        label: "Code Llama 7B",
        source: "codellama/CodeLlama-7b-hf, config.json",
        config_json: r#"{"hidden_size": 4096, "num_attention_heads": 32, "max_position_embeddings": 16384,
            "rope_theta": 1000000, "rope_scaling": null}"#,
    },
    Preset {
        id: "llama-3-8b",
        label: "Llama 3 8B",
        source: "meta-llama/Meta-Llama-3-8B, config.json",
        config_json: r#"{"hidden_size": 4096, "num_attention_heads": 32, "max_position_embeddings": 8192,
            "rope_theta": 500000.0, "rope_scaling": null}"#,
    },
    Preset {
        id: "llama-3.1-8b",
        label: "Llama 3.1 8B",
        source: "meta-llama/Llama-3.1-8B, config.json",
        config_json: r#"{"hidden_size": 4096, "num_attention_heads": 32, "max_position_embeddings": 131072,
            "rope_theta": 500000.0, "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0,
            "high_freq_factor": 4.0, "original_max_position_embeddings": 8192, "rope_type": "llama3"}}"#,
    },
    Preset {
        id: "llama-3.2-1b",
        label: "Llama 3.2 1B",
        source: "meta-llama/Llama-3.2-1B, config.json",
        config_json: r#"{"hidden_size": 2048, "num_attention_heads": 32, "head_dim": 64,
            "max_position_embeddings": 131072, "rope_theta": 500000.0, "rope_scaling": {"factor": 32.0,
            "low_freq_factor": 1.0, "high_freq_factor": 4.0, "original_max_position_embeddings": 8192,
            "rope_type": "llama3"}}"#,
    },
    Preset {
        id: "mistral-7b-v0.1",
        label: "Mistral 7B v0.1",
        source: "mistralai/Mistral-7B-v0.1, config.json",
        config_json: r#"{"hidden_size": 4096, "num_attention_heads": 32, "max_position_embeddings": 32768,
            "rope_theta": 10000.0}"#,
    },
    Preset {
        id: "mistral-7b-v0.3",
        label: "Mistral 7B v0.3",
        source: "mistralai/Mistral-7B-v0.3, config.json",
        config_json: r#"{"hidden_size": 4096, "num_attention_heads": 32, "max_position_embeddings": 32768,
            "rope_theta": 1000000.0}"#,
    },
    Preset {
        id: "qwen2.5-7b-yarn4",
        label: "Qwen2.5 7B Instruct, YaRN 4×",
        source: "Qwen/Qwen2.5-7B-Instruct, config.json, with the rope_scaling its model card recommends for long texts",
        config_json: r#"{"hidden_size": 3584, "num_attention_heads": 28, "max_position_embeddings": 32768,
            "rope_theta": 1000000.0, "rope_scaling": {"factor": 4.0,
            "original_max_position_embeddings": 32768, "type": "yarn"}}"#,
    },
    Preset {
        id: "gemma-7b",
        label: "Gemma 7B",
        source: "google/gemma-7b, config.json",
        config_json: r#"{"hidden_size": 3072, "num_attention_heads": 16, "head_dim": 256,
            "max_position_embeddings": 8192, "rope_theta": 10000.0}"#,
    },
    Preset {
        id: "gpt-neox-20b",
        label: "GPT-NeoX-20B (partial rotary, 24 of 96 dims)",
        source: "EleutherAI/gpt-neox-20b, config.json",
        config_json: r#"{"hidden_size": 6144, "num_attention_heads": 64, "rotary_pct": 0.25,
            "rotary_emb_base": 10000, "max_position_embeddings": 2048}"#,
    },
    Preset {
        id: "phi-3-mini-128k",
        label: "Phi-3 mini 128k instruct (LongRoPE)",
        source: "microsoft/Phi-3-mini-128k-instruct, config.json (transformers_version 4.39.3; lists identical in two independent public copies)",
        config_json: r#"{"hidden_size": 3072, "num_attention_heads": 32, "max_position_embeddings": 131072,
            "original_max_position_embeddings": 4096, "rope_theta": 10000.0, "rope_scaling": {
            "long_factor": [1.0299999713897705, 1.0499999523162842, 1.0499999523162842, 1.0799999237060547,
              1.2299998998641968, 1.2299998998641968, 1.2999999523162842, 1.4499999284744263,
              1.5999999046325684, 1.6499998569488525, 1.8999998569488525, 2.859999895095825,
              3.68999981880188, 5.419999599456787, 5.489999771118164, 5.489999771118164,
              9.09000015258789, 11.579999923706055, 15.65999984741211, 15.769999504089355,
              15.789999961853027, 18.360000610351562, 21.989999771118164, 23.079999923706055,
              30.009998321533203, 32.35000228881836, 32.590003967285156, 35.56000518798828,
              39.95000457763672, 53.840003967285156, 56.20000457763672, 57.95000457763672,
              59.29000473022461, 59.77000427246094, 59.920005798339844, 61.190006256103516,
              61.96000671386719, 62.50000762939453, 63.3700065612793, 63.48000717163086,
              63.48000717163086, 63.66000747680664, 63.850006103515625, 64.08000946044922,
              64.760009765625, 64.80001068115234, 64.81001281738281, 64.81001281738281],
            "short_factor": [1.05, 1.05, 1.05, 1.1,
              1.1, 1.1500000000000001, 1.2000000000000002, 1.2500000000000002,
              1.3000000000000003, 1.3500000000000003, 1.5000000000000004, 2.000000000000001,
              2.000000000000001, 2.000000000000001, 2.000000000000001, 2.000000000000001,
              2.000000000000001, 2.000000000000001, 2.000000000000001, 2.000000000000001,
              2.000000000000001, 2.000000000000001, 2.000000000000001, 2.000000000000001,
              2.000000000000001, 2.000000000000001, 2.000000000000001, 2.000000000000001,
              2.000000000000001, 2.000000000000001, 2.000000000000001, 2.000000000000001,
              2.0500000000000007, 2.0500000000000007, 2.0500000000000007, 2.1000000000000005,
              2.1000000000000005, 2.1000000000000005, 2.1500000000000004, 2.1500000000000004,
              2.3499999999999996, 2.549999999999999, 2.5999999999999988, 2.5999999999999988,
              2.7499999999999982, 2.849999999999998, 2.849999999999998, 2.9499999999999975],
            "type": "su"}}"#,
    },
    Preset {
        id: "phi-3-vision-128k",
        label: "Phi-3 vision 128k (LongRoPE)",
        source: "microsoft/Phi-3-vision-128k-instruct, config.json (transformers_version 4.38.1)",
        config_json: r#"{"hidden_size": 3072, "num_attention_heads": 32, "max_position_embeddings": 131072,
            "original_max_position_embeddings": 4096, "rope_theta": 10000.0, "rope_scaling": {
            "long_factor": [1.0299999713897705, 1.0499999523162842, 1.0499999523162842, 1.0799999237060547,
              1.2299998998641968, 1.2299998998641968, 1.2999999523162842, 1.4499999284744263,
              1.5999999046325684, 1.6499998569488525, 1.8999998569488525, 2.859999895095825,
              3.68999981880188, 5.419999599456787, 5.489999771118164, 5.489999771118164,
              9.09000015258789, 11.579999923706055, 15.65999984741211, 15.769999504089355,
              15.789999961853027, 18.360000610351562, 21.989999771118164, 23.079999923706055,
              30.009998321533203, 32.35000228881836, 32.590003967285156, 35.56000518798828,
              39.95000457763672, 53.840003967285156, 56.20000457763672, 57.95000457763672,
              59.29000473022461, 59.77000427246094, 59.920005798339844, 61.190006256103516,
              61.96000671386719, 62.50000762939453, 63.3700065612793, 63.48000717163086,
              63.48000717163086, 63.66000747680664, 63.850006103515625, 64.08000946044922,
              64.760009765625, 64.80001068115234, 64.81001281738281, 64.81001281738281],
            "short_factor": [1.05, 1.05, 1.05, 1.1, 1.1, 1.1, 1.2500000000000002, 1.2500000000000002,
              1.4000000000000004, 1.4500000000000004, 1.5500000000000005, 1.8500000000000008,
              1.9000000000000008, 2.000000000000001, 2.000000000000001, 2.000000000000001,
              2.000000000000001, 2.000000000000001, 2.000000000000001, 2.000000000000001,
              2.000000000000001, 2.000000000000001, 2.000000000000001, 2.000000000000001,
              2.000000000000001, 2.000000000000001, 2.000000000000001, 2.000000000000001,
              2.000000000000001, 2.000000000000001, 2.000000000000001, 2.000000000000001,
              2.1000000000000005, 2.1000000000000005, 2.2, 2.3499999999999996, 2.3499999999999996,
              2.3499999999999996, 2.3499999999999996, 2.3999999999999995, 2.3999999999999995,
              2.6499999999999986, 2.6999999999999984, 2.8999999999999977, 2.9499999999999975,
              3.049999999999997, 3.049999999999997, 3.049999999999997],
            "type": "su"}}"#,
    },
    Preset {
        id: "phi-3.5-mini",
        label: "Phi-3.5 mini instruct, 128k (LongRoPE)",
        source: "microsoft/Phi-3.5-mini-instruct, config.json",
        config_json: r#"{"hidden_size": 3072, "num_attention_heads": 32, "max_position_embeddings": 131072,
            "original_max_position_embeddings": 4096, "rope_theta": 10000.0, "rope_scaling": {
            "long_factor": [1.0800000429153442, 1.1100000143051147, 1.1399999856948853, 1.340000033378601,
              1.5899999141693115, 1.600000023841858, 1.6200000047683716, 2.620000123977661, 3.2300000190734863,
              3.2300000190734863, 4.789999961853027, 7.400000095367432, 7.700000286102295, 9.09000015258789,
              12.199999809265137, 17.670000076293945, 24.46000099182129, 28.57000160217285, 30.420001983642578,
              30.840002059936523, 32.590003967285156, 32.93000411987305, 42.320003509521484, 44.96000289916992,
              50.340003967285156, 50.45000457763672, 57.55000305175781, 57.93000411987305, 58.21000289916992,
              60.1400032043457, 62.61000442504883, 62.62000274658203, 62.71000289916992, 63.1400032043457,
              63.1400032043457, 63.77000427246094, 63.93000411987305, 63.96000289916992, 63.970001220703125,
              64.02999877929688, 64.06999969482422, 64.08000183105469, 64.12000274658203, 64.41000366210938,
              64.4800033569336, 64.51000213623047, 64.52999877929688, 64.83999633789062],
            "short_factor": [1.0, 1.0199999809265137, 1.0299999713897705, 1.0299999713897705, 1.0499999523162842,
              1.0499999523162842, 1.0499999523162842, 1.0499999523162842, 1.0499999523162842, 1.0699999332427979,
              1.0999999046325684, 1.1099998950958252, 1.1599998474121094, 1.1599998474121094, 1.1699998378753662,
              1.2899998426437378, 1.339999794960022, 1.679999828338623, 1.7899998426437378, 1.8199998140335083,
              1.8499997854232788, 1.8799997568130493, 1.9099997282028198, 1.9399996995925903, 1.9899996519088745,
              2.0199997425079346, 2.0199997425079346, 2.0199997425079346, 2.0199997425079346, 2.0199997425079346,
              2.0199997425079346, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914,
              2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914,
              2.0799996852874756, 2.0899996757507324, 2.189999580383301, 2.2199995517730713, 2.5899994373321533,
              2.729999542236328, 2.749999523162842, 2.8399994373321533],
            "type": "longrope"}}"#,
    },
    Preset {
        id: "deepseek-v3",
        label: "DeepSeek-V3 (YaRN 40×)",
        source: "deepseek-ai/DeepSeek-V3, config.json",
        config_json: r#"{"hidden_size": 7168, "num_attention_heads": 128, "qk_rope_head_dim": 64,
            "max_position_embeddings": 163840, "rope_theta": 10000, "rope_scaling": {"beta_fast": 32,
            "beta_slow": 1, "factor": 40, "mscale": 1.0, "mscale_all_dim": 1.0,
            "original_max_position_embeddings": 4096, "type": "yarn"}}"#,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_imports_without_corrections() {
        for preset in PRESETS {
            let (p, notes) = import_config(preset.config_json, &Params::default())
                .unwrap_or_else(|e| panic!("{}: {e}", preset.id));
            assert!(
                notes.iter().all(|n| !n.contains("outside")),
                "{}: {notes:?}",
                preset.id
            );
            assert!(p.rope.d >= 2 && p.rope.d % 2 == 0);
        }
    }

    #[test]
    fn longrope_presets_have_48_factors_and_phi3_attention_factor() {
        for id in ["phi-3-mini-128k", "phi-3-vision-128k", "phi-3.5-mini"] {
            let mut p = Params::default();
            find(id).expect("preset").apply(&mut p);
            assert_eq!(
                (
                    p.rope.d,
                    p.rope.short_factor.len(),
                    p.rope.long_factor.len()
                ),
                (96, 48, 48),
                "{id}"
            );
            assert_eq!(
                (
                    p.rope.factor,
                    p.rope.train_len_tokens,
                    p.rope.infer_len_tokens
                ),
                (32.0, 4096, 131072)
            );
            let f = crate::frequencies(&p.rope);
            // sqrt(1 + ln 32 / ln 4096) = sqrt(17/12), as in the reference.
            assert!((f.attention_factor - 1.1902380714238083).abs() < 1e-15);
        }
    }

    #[test]
    fn phi3_mini_128k_has_its_own_short_list() {
        let (mut mini, mut vision) = (Params::default(), Params::default());
        find("phi-3-mini-128k").expect("preset").apply(&mut mini);
        find("phi-3-vision-128k")
            .expect("preset")
            .apply(&mut vision);
        // Same long list, different short list: the two models were tuned separately.
        assert_eq!(mini.rope.long_factor, vision.rope.long_factor);
        assert_eq!(mini.rope.short_factor[5], 1.1500000000000001);
        assert_eq!(vision.rope.short_factor[5], 1.1);
        assert_eq!(mini.rope.short_factor[47], 2.9499999999999975);
        let short_sum: f64 = mini.rope.short_factor.iter().sum();
        assert!((short_sum - 93.35).abs() < 1e-9, "{short_sum}");
    }

    #[test]
    fn ids_are_unique() {
        for (i, a) in PRESETS.iter().enumerate() {
            assert!(PRESETS[i + 1..].iter().all(|b| b.id != a.id));
        }
    }
}

//! The importer on real, odd and hostile configs.

use super::*;
use rope_math::config::config_layer_types;
use rope_math::limits;
use rope_math::presets::PRESETS;
use rope_math::Scaling;

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
    // The head is 96 wide; a quarter of it (12 pairs, 24 dimensions) rotates.
    assert_eq!(
        (
            p.rope.d,
            p.rope.partial,
            p.rope.base,
            p.rope.train_len_tokens
        ),
        (96, 0.25, 10000.0, 2048)
    );
    assert_eq!((p.rope.rotated_pairs(), p.rope.rotary_dim()), (12, 24));
}

/// Gemma 4's layer-typed `rope_parameters` (as in google/gemma-4-31B's `text_config`).
const GEMMA_4: &str = r#"{"text_config": {"hidden_size": 5376, "num_attention_heads": 32,
    "head_dim": 256, "global_head_dim": 512, "max_position_embeddings": 262144,
    "rope_parameters": {
      "full_attention": {"partial_rotary_factor": 0.25, "rope_theta": 1000000.0, "rope_type": "proportional"},
      "sliding_attention": {"rope_theta": 10000.0, "rope_type": "default"}}}}"#;

#[test]
fn layer_typed_rope_parameters_import_per_layer() {
    assert_eq!(
        config_layer_types(GEMMA_4),
        vec![
            "full_attention".to_string(),
            "sliding_attention".to_string()
        ]
    );
    let (full, notes) = import_config(GEMMA_4, &Params::default()).expect("full layers");
    assert_eq!(full.rope.scaling, Scaling::Proportional);
    assert_eq!(
        (
            full.rope.d,
            full.rope.partial,
            full.rope.base,
            full.rope.factor
        ),
        (512, 0.25, 1e6, 1.0)
    );
    assert!(
        notes.iter().any(|n| n.contains("full_attention")),
        "{notes:?}"
    );
    let f = rope_math::scaling::frequencies(&full.rope);
    assert_eq!((f.num_pairs(), f.num_rotated()), (256, 64));
    let (sliding, _) = import_config_layer(GEMMA_4, &Params::default(), Some("sliding_attention"))
        .expect("sliding layers");
    assert_eq!(sliding.rope.scaling, Scaling::None);
    assert_eq!(
        (sliding.rope.d, sliding.rope.partial, sliding.rope.base),
        (256, 1.0, 1e4)
    );
    let e = import_config_layer(GEMMA_4, &Params::default(), Some("local"));
    assert!(
        matches!(&e, Err(ConfigError::Invalid { message, .. }) if message.contains("full_attention, sliding_attention")),
        "{e:?}"
    );
    // One set for every layer: no layer types to pick from.
    assert!(config_layer_types(
        r#"{"head_dim": 64, "rope_scaling": {"type": "linear", "factor": 2}}"#
    )
    .is_empty());
}

#[test]
fn phi_2_rotates_sixteen_of_forty_pairs() {
    let (p, _) = import_config(
        r#"{"hidden_size": 2560, "num_attention_heads": 32, "partial_rotary_factor": 0.4,
            "rope_theta": 10000.0, "max_position_embeddings": 2048, "rope_scaling": null}"#,
        &Params::default(),
    )
    .expect("valid config");
    assert_eq!((p.rope.d, p.rope.rotated_pairs()), (80, 16));
}

#[test]
fn the_same_rule_for_yarns_ramp_and_llama3s_band() {
    let yarn = r#"{"head_dim": 128, "max_position_embeddings": 32768,
        "rope_scaling": {"type": "yarn", "factor": 4, "original_max_position_embeddings": 8192,
                         "beta_fast": 1, "beta_slow": 32}}"#;
    assert!(
        matches!(import_config(yarn, &Params::default()), Err(ConfigError::Invalid { key, .. }) if key == "beta_fast")
    );
    let (p, fixes) = Params::from_query("scaling=yarn&beta_fast=1&beta_slow=32");
    assert_eq!((p.rope.beta_fast, p.rope.beta_slow), (32.0, 1.0));
    assert!(fixes.iter().any(|c| c.key == "beta_fast"));
}

#[test]
fn a_byte_order_mark_is_accepted_and_sizes_are_capped() {
    let cfg = "\u{feff}{\"head_dim\": 64, \"max_position_embeddings\": 4096}";
    assert!(import_config(cfg, &Params::default()).is_ok());
    let huge = format!("{{\"pad\": \"{}\"}}", "x".repeat(limits::MAX_CONFIG_BYTES));
    assert!(matches!(
        import_config(&huge, &Params::default()),
        Err(ConfigError::TooLarge(_))
    ));
    let long: Vec<String> = (0..2000).map(|_| "1.0".to_string()).collect();
    let cfg = format!(
        r#"{{"head_dim": 96, "max_position_embeddings": 131072, "original_max_position_embeddings": 4096,
            "rope_scaling": {{"type": "longrope", "short_factor": [{0}], "long_factor": [{0}]}}}}"#,
        long.join(",")
    );
    let e = import_config(&cfg, &Params::default());
    assert!(
        matches!(e, Err(ConfigError::Invalid { ref key, .. }) if key == "short_factor"),
        "{e:?}"
    );
}

#[test]
fn a_huge_head_is_refused_with_its_size() {
    let e = import_config(
        r#"{"hidden_size": 1e12, "num_attention_heads": 1, "max_position_embeddings": 4096}"#,
        &Params::default(),
    );
    let Err(ConfigError::Invalid { message, .. }) = e else {
        panic!("{e:?}")
    };
    assert!(message.contains("is 1000000000000"), "{message}");
}

#[test]
fn every_preset_imports_inside_the_page_ranges() {
    for preset in PRESETS {
        let (p, notes) = import_config(preset.config_json, &Params::default())
            .unwrap_or_else(|e| panic!("{}: {e}", preset.id));
        assert!(
            notes.iter().all(|n| !n.contains("outside")),
            "{}: {notes:?}",
            preset.id
        );
        assert_eq!(p.rope, preset.rope(), "{}", preset.id);
    }
}

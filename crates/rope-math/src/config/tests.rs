//! The importer on real, odd and hostile configs.

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
    assert_eq!(
        (p.rope.d, p.rope.base, p.rope.train_len_tokens),
        (24, 10000.0, 2048)
    );
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
    assert!(
        message.contains("1000000000000 rotary dimensions"),
        "{message}"
    );
}

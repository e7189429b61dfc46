//! The URL codec on good, bad and hostile input.

use rope_math::{Scaling, VecChoice};
use rope_params::Params;

fn read(q: &str) -> (Params, Vec<String>) {
    let (p, fixes) = Params::from_query(q);
    (p, fixes.iter().map(|c| c.key.clone()).collect())
}

#[test]
fn empty_query_is_the_default() {
    assert_eq!(read(""), (Params::default(), vec![]));
    assert_eq!(read("?"), (Params::default(), vec![]));
    assert_eq!(Params::default().to_query(), "");
}

#[test]
fn reads_every_kind_of_key() {
    let (p, fixes) = read("?d=128&base=500000&scaling=yarn&factor=16&train=4096&infer=65536&truncate=0&m=10&n=3&vec=random&seed=9&layout=interleaved&theme=dark&panel=frequencies&attn=1.5");
    assert!(fixes.is_empty(), "{fixes:?}");
    assert_eq!(
        (p.rope.d, p.rope.base, p.rope.scaling, p.rope.factor),
        (128, 500000.0, Scaling::Yarn, 16.0)
    );
    assert_eq!(
        (
            p.rope.train_len_tokens,
            p.rope.infer_len_tokens,
            p.rope.truncate
        ),
        (4096, 65536, false)
    );
    assert_eq!(
        (p.probe.m, p.probe.n, p.probe.vec, p.probe.seed, p.rope.attn),
        (10, 3, VecChoice::Random, 9, Some(1.5))
    );
    assert_eq!(p.view.panel.as_deref(), Some("frequencies"));
}

#[test]
fn bad_numbers_are_replaced_and_reported() {
    for (q, key) in [
        ("base=NaN", "base"),
        ("base=inf", "base"),
        ("base=-5", "base"),
        ("base=1e400", "base"),
        ("base=ten", "base"),
        ("factor=0", "factor"),
        ("d=7", "d"),
        ("d=0", "d"),
        ("d=99999999999999999999", "d"),
        ("train=-3", "train"),
        ("m=1.5", "m"),
        ("pair=400", "pair"),
        ("scaling=magic", "scaling"),
        ("truncate=maybe", "truncate"),
        ("short_factor=1,x,3", "short_factor"),
        ("high_freq_factor=0.5", "high_freq_factor"),
        ("panel=nope", "panel"),
        ("preset=gpt-9", "preset"),
    ] {
        let (p, fixes) = read(q);
        assert!(fixes.contains(&key.to_string()), "{q}: {fixes:?}");
        assert!(
            p.rope.base.is_finite()
                && p.rope.base >= 2.0
                && p.rope.d % 2 == 0
                && p.probe.pair < p.num_pairs(),
            "{q}"
        );
    }
}

#[test]
fn odd_d_rounds_down_and_base_clamps_to_range() {
    assert_eq!(read("d=65").0.rope.d, 64);
    assert_eq!(read("base=1").0.rope.base, 2.0);
    assert_eq!(read("base=1e13").0.rope.base, 1e12);
}

#[test]
fn absurdly_long_input_is_cut_and_reported() {
    let long = format!("base=500000&junk={}", "x".repeat(1_000_000));
    let (p, fixes) = read(&long);
    assert_eq!(p.rope.base, 500000.0);
    assert!(fixes.contains(&"query".to_string()));
    let many = format!("q={}", vec!["1"; 5000].join(","));
    let (p, fixes) = read(&many);
    assert!(p.probe.q.len() <= 1024 && fixes.contains(&"q".to_string()));
}

#[test]
fn percent_escapes_and_unknown_keys() {
    let (p, fixes) = read("short_factor=1%2C2%2C3&utm_source=blog&%zz=1");
    assert_eq!(p.rope.short_factor, vec![1.0, 2.0, 3.0]);
    assert!(fixes.is_empty());
}

#[test]
fn preset_values_survive_a_round_trip_even_when_set_back_to_defaults() {
    let (mut p, _) = read("preset=llama-3.1-8b");
    assert_eq!(
        (p.rope.base, p.rope.scaling, p.rope.factor),
        (500000.0, Scaling::Llama3, 8.0)
    );
    p.rope.base = 10000.0; // the global default, but not the preset's
    let (again, fixes) = Params::from_query(&p.to_query());
    assert!(fixes.is_empty());
    assert_eq!(again, p);
}

#[test]
fn scenes_set_every_parameter() {
    let (p, fixes) = read("scene=thirty-shifted");
    assert!(fixes.is_empty());
    assert_eq!(
        (
            p.rope.d,
            p.probe.m,
            p.probe.n,
            p.probe.q.clone(),
            p.probe.k.clone()
        ),
        (2, 5, 3, vec![2.0, 0.0], vec![1.0, 1.0])
    );
    assert_eq!(Params::from_query(&p.to_query()).0, p);
}

/// A value other than the default for every key of the table (a new key must be added here).
fn sample(name: &str) -> &'static str {
    match name {
        "preset" => "llama-3.1-8b",
        "scene" => "cat",
        "d" => "128",
        "base" => "500000",
        "scaling" => "yarn",
        "factor" => "16",
        "train" => "2048",
        "infer" => "65536",
        "beta_fast" => "16",
        "beta_slow" => "2",
        "mscale" => "0.707",
        "mscale_all_dim" => "1",
        "attn" => "1.25",
        "truncate" => "0",
        "low_freq_factor" => "2",
        "high_freq_factor" => "8",
        "short_factor" => "1,1.5",
        "long_factor" => "2,3",
        "theta" => "0.1,0.01",
        "m" => "40",
        "n" => "12",
        "pair" => "3",
        "layout" => "interleaved",
        "vec" => "random",
        "seed" => "42",
        "q" => "0.5,-1",
        "k" => "2,0.25",
        "axis" => "linear",
        "span" => "4096",
        "panel" => "score",
        "theme" => "dark",
        "fig" => "frequencies",
        "view" => "lab",
        "bg" => "transparent",
        "positions" => "rope",
        "alibi" => "1",
        "methods" => "linear,yarn",
        "heads" => "12",
        "head" => "3",
        "lock" => "0",
        "learned" => "1",
        "answers" => "1",
        "fused" => "1",
        "precompute" => "1",
        "matrices" => "1",
        "angles" => "1",
        "nolengths" => "1",
        "from" => "lecture",
        "speed" => "20",
        "open" => "table,proof",
        "window" => "32000",
        "prompt" => "1200",
        "history" => "3000",
        "floor_scale" => "4096",
        "attn_scale" => "0.2",
        "target" => "5",
        "fast" => "4",
        "sharp" => "12",
        "directions" => "golden",
        "model" => "gemma-7b",
        "partial" => "0.25",
        "mrope_section" => "16,24,24",
        "mrope_layout" => "interleaved",
        "words" => "nolan,ended",
        "emb" => "2,1,1,0;0,1,2,1",
        "wq" => "1,0,0,0;0,1,0,0;0,0,1,0;0,0,0,2",
        "wk" => "0,1,0,0;1,0,0,0;0,0,1,0;0,0,0,1",
        "slot" => "256",
        "len" => "1024",
        "rows" => "4000",
        "gap" => "3",
        "shift" => "117",
        "needle" => "50",
        "reply" => "600",
        "effective" => "64000",
        "noise" => "1000",
        other => panic!("no sample value for the key '{other}': add one"),
    }
}

#[test]
fn every_key_sets_its_own_group_and_round_trips() {
    use rope_params::params::{Group, KEYS};
    let default = Params::default();
    for key in KEYS {
        let query = format!("{}={}", key.name, sample(key.name));
        let (p, fixes) = Params::from_query(&query);
        assert!(fixes.is_empty(), "{query}: {fixes:?}");
        let changed = [
            (Group::Rope, p.rope != default.rope),
            (Group::Probe, p.probe != default.probe),
            (Group::Figures, p.figures != default.figures),
            (Group::View, p.view != default.view),
        ];
        for (group, differs) in changed {
            // A preset sets the RoPE settings; a scene sets the RoPE settings and the probe.
            let expected = match key.group {
                Group::Label if key.name == "preset" => group == Group::Rope,
                Group::Label => matches!(group, Group::Rope | Group::Probe),
                own => own == group,
            };
            assert_eq!(differs, expected, "{query}: {group:?}");
        }
        assert_eq!(Params::from_query(&p.to_query()).0, p, "{query}");
        if key.group != Group::Label {
            assert!(key.differs(&p, &default), "{query}");
            assert_eq!(key.write(&p).as_deref(), Some(sample(key.name)), "{query}");
        }
    }
}

#[test]
fn a_figure_starts_from_its_worked_example_and_writes_only_changes() {
    let (p, fixes) = Params::from_query("fig=slow-pairs");
    assert!(fixes.is_empty(), "{fixes:?}");
    assert_eq!(
        (p.rope.d, p.rope.train_len_tokens, p.rope.infer_len_tokens),
        (512, 8192, 50_000)
    );
    assert_eq!(p.to_query(), "fig=slow-pairs");
    let (p, _) = Params::from_query("fig=rotate&m=10&n=14");
    assert_eq!(
        (p.rope.theta_rad.clone(), p.probe.m, p.probe.n),
        (vec![0.1], 10, 14)
    );
    assert_eq!(p.to_query(), "fig=rotate&m=10&n=14");
    assert_eq!(Params::from_query(&p.to_query()).0, p);
}

#[test]
fn presets_answer_to_the_models_own_names() {
    for name in [
        "Llama-3.1-8B",
        "meta-llama/Llama-3.1-8B",
        "LLAMA-3.1-8B",
        "llama-3.1-8b",
    ] {
        let (p, fixes) = Params::from_query(&format!("preset={name}"));
        assert!(fixes.is_empty(), "{name}: {fixes:?}");
        assert_eq!(p.preset.as_deref(), Some("llama-3.1-8b"), "{name}");
        assert_eq!(p.rope.base, 500000.0);
    }
    let (p, fixes) = Params::from_query("preset=Meta-Llama-3-8B");
    assert!(fixes.is_empty());
    assert_eq!(p.preset.as_deref(), Some("llama-3-8b"));
}

#[test]
fn the_alibi_head_stays_among_the_heads() {
    let (p, fixes) = read("alibi=1&heads=4&head=9");
    assert!(p.view.alibi);
    assert_eq!((p.view.alibi_heads, p.view.alibi_head), (4, 4));
    assert!(fixes.contains(&"head".to_string()));
    let (_, fixes) = read("heads=0");
    assert!(fixes.contains(&"heads".to_string()));
}

#[test]
fn notices_quote_what_was_given_briefly() {
    let (p, fixes) = Params::from_query("d=1e308&base=1e308&train=-3");
    assert_eq!(
        (p.rope.d, p.rope.base, p.rope.train_len_tokens),
        (1024, 1e12, 1)
    );
    let message = |key: &str| {
        fixes
            .iter()
            .find(|c| c.key == key)
            .map(|c| c.message.clone())
            .unwrap_or_default()
    };
    assert_eq!(message("d"), "'1e308' is outside 2 to 1024; used 1024");
    assert_eq!(
        message("base"),
        "'1e308' is outside 2 to 1000000000000; used 1000000000000"
    );
    assert_eq!(message("train"), "'-3' is outside 1 to 100000000; used 1");
    for c in &fixes {
        assert!(c.message.len() < 80, "{c}");
    }
    let (_, fixes) = Params::from_query(&format!("base={}", "9".repeat(400)));
    assert!(fixes.iter().all(|c| c.message.len() < 80), "{fixes:?}");
}

#[test]
fn open_sections_are_a_set_in_a_fixed_order() {
    let (p, fixes) = read("open=proof,TABLE,proof,nope");
    assert_eq!(p.view.open, vec!["table".to_string(), "proof".to_string()]);
    assert_eq!(fixes, vec!["open".to_string()]);
    assert_eq!(p.to_query(), "open=table,proof");
}

#[test]
fn partial_rotation_keys_round_trip_and_bad_values_are_corrected() {
    let (p, fixes) = read("d=512&partial=0.25&scaling=proportional&base=1e6&factor=1");
    assert!(fixes.is_empty(), "{fixes:?}");
    assert_eq!(
        (p.rope.rotated_pairs(), p.rope.scaling),
        (64, Scaling::Proportional)
    );
    assert_eq!(Params::from_query(&p.to_query()).0, p);
    // Above 1 is outside the range; a share too small for one pair rotates the first.
    let (p, fixes) = notices("partial=1.5");
    assert_eq!(p.rope.partial, 1.0);
    assert!(
        fixes.iter().any(|f| f.contains("'1.5' is outside")),
        "{fixes:?}"
    );
    let (p, fixes) = notices("d=64&partial=0.01");
    assert_eq!(p.rope.rotated_pairs(), 1);
    assert!(
        fixes.iter().any(|f| f.contains("rotates no pair")),
        "{fixes:?}"
    );
    let (p, fixes) = notices("mrope_section=16.4,24,24&mrope_layout=diagonal");
    assert_eq!(p.rope.mrope_section, vec![16.0, 24.0, 24.0]);
    assert!(fixes.iter().any(|f| f.contains("rounded")), "{fixes:?}");
    assert!(
        fixes.iter().any(|f| f.contains("mrope_layout")),
        "{fixes:?}"
    );
}

fn notices(q: &str) -> (Params, Vec<String>) {
    let (p, fixes) = Params::from_query(q);
    (p, fixes.iter().map(|c| c.to_string()).collect())
}

#[test]
fn a_partial_too_small_rotates_exactly_one_pair_at_every_width() {
    // HF reads the pairs as int(partial · d / 2); 2/d alone rounds to 0 pairs at d = 98.
    for d in (2..=1024).step_by(2) {
        let (p, _) = Params::from_query(&format!("d={d}&partial=0.001"));
        assert_eq!((p.rope.partial * d as f64 / 2.0).floor(), 1.0, "d = {d}");
        assert_eq!(p.rope.rotated_pairs(), 1, "d = {d}");
    }
}

#[test]
fn the_softmax_query_is_a_word_of_its_sentence() {
    let (p, fixes) = Params::from_query("fig=softmax&m=9");
    assert_eq!(p.probe.m, 4);
    assert_eq!(fixes.len(), 1);
    // Elsewhere m is a position like any other.
    let (p, fixes) = Params::from_query("fig=rotate&m=9");
    assert_eq!((p.probe.m, fixes.len()), (9, 0));
}

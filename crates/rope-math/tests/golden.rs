//! Every case of the golden file, relative error ≤ 1e-12.

use rope_math::freq::default_inv_freq;
use rope_math::rotation::{half_to_interleaved, interleaved_to_half, rotate_vector};
use rope_math::scaling::{dynamic, linear, llama3, longrope, yarn, LongRopeConfig, YarnConfig};
use rope_math::score::{pair_terms, score_direct, score_formula};
use rope_math::vectors::ones;
use rope_math::Layout;
use rope_math::{Detail, Frequencies};
use serde_json::Value;

const TOL: f64 = 1e-12;

fn cases() -> Vec<Value> {
    let text = include_str!("data/golden_rope.json");
    match serde_json::from_str(text) {
        Ok(Value::Array(cases)) => cases,
        other => panic!("golden file is not a list: {other:?}"),
    }
}

fn case(name: &str) -> Value {
    cases()
        .into_iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no golden case {name}"))
}

fn num(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

fn nums(v: &Value) -> Vec<f64> {
    v.as_array()
        .unwrap_or_else(|| panic!("not a list: {v}"))
        .iter()
        .map(num)
        .collect()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= TOL * b.abs().max(f64::MIN_POSITIVE)
}

fn assert_all_close(name: &str, got: &[f64], want: &[f64]) {
    assert_eq!(got.len(), want.len(), "{name}: length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            close(*g, *w),
            "{name}[{i}]: {g} vs {w} (rel {})",
            ((g - w) / w).abs()
        );
    }
}

/// The frequencies our code gives for one golden `inv_freq` case.
fn compute(c: &Value) -> Frequencies {
    let p = &c["params"];
    let dim = c["rotary_dim"]
        .as_u64()
        .unwrap_or_else(|| panic!("rotary_dim")) as usize;
    let base = num(&p["base"]);
    let orig = default_inv_freq(dim, base);
    let opt = |k: &str| p.get(k).and_then(Value::as_f64);
    match c["rope_type"].as_str() {
        Some("default") => Frequencies::unscaled(orig),
        Some("linear") => linear(orig, num(&p["factor"])),
        Some("dynamic") => dynamic(
            orig,
            dim,
            base,
            num(&p["factor"]),
            num(&p["max_position_embeddings"]),
            opt("seq_len"),
            true,
        ),
        Some("yarn") => yarn(
            orig,
            &YarnConfig {
                dim,
                base,
                factor: num(&p["factor"]),
                original_len_tokens: num(&p["original_max_position_embeddings"]),
                beta_fast: opt("beta_fast").unwrap_or(32.0),
                beta_slow: opt("beta_slow").unwrap_or(1.0),
                truncate: p.get("truncate").and_then(Value::as_bool).unwrap_or(true),
                mscale: opt("mscale").unwrap_or(0.0),
                mscale_all_dim: opt("mscale_all_dim").unwrap_or(0.0),
                attention_factor: None,
            },
        ),
        Some("llama3") => llama3(
            orig,
            num(&p["factor"]),
            num(&p["low_freq_factor"]),
            num(&p["high_freq_factor"]),
            num(&p["original_max_position_embeddings"]),
        ),
        Some("longrope") => {
            let l0 = num(&p["original_max_position_embeddings"]);
            let m = num(&p["max_position_embeddings"]);
            let short = nums(&p["short_factor"]);
            let long = nums(&p["long_factor"]);
            longrope(
                orig,
                &LongRopeConfig {
                    dim,
                    base,
                    factor: opt("factor").unwrap_or(m / l0),
                    original_len_tokens: l0,
                    seq_len_tokens: opt("seq_len"),
                    short_factor: &short,
                    long_factor: &long,
                    attention_factor: opt("attention_factor"),
                    from_base: true,
                },
            )
        }
        other => panic!("unknown rope_type {other:?}"),
    }
}

/// The per-pair-scaling figure's multipliers: the golden scaled θ_i over the unscaled θ_i, for
/// every method in the golden file.
#[test]
fn every_methods_multipliers_match() {
    let mut methods = std::collections::BTreeSet::new();
    for c in cases().iter().filter(|c| c["kind"] == "inv_freq") {
        let name = c["name"].as_str().unwrap_or("?");
        let f = compute(c);
        let want: Vec<f64> = nums(&c["inv_freq"])
            .iter()
            .zip(&f.original)
            .map(|(golden, unscaled)| golden / unscaled)
            .collect();
        assert_all_close(name, &f.multipliers(), &want);
        methods.insert(c["rope_type"].as_str().unwrap_or("?").to_string());
    }
    let all = ["default", "dynamic", "linear", "llama3", "longrope", "yarn"];
    assert_eq!(methods.into_iter().collect::<Vec<_>>(), all);
}

#[test]
fn every_inv_freq_case_matches() {
    let mut seen = 0;
    for c in cases().iter().filter(|c| c["kind"] == "inv_freq") {
        let name = c["name"].as_str().unwrap_or("?");
        let f = compute(c);
        assert_all_close(name, &f.inv_freq, &nums(&c["inv_freq"]));
        assert!(
            close(f.attention_factor, num(&c["attention_factor"])),
            "{name}: attention factor {}",
            f.attention_factor
        );
        seen += 1;
    }
    assert_eq!(seen, 13, "golden inv_freq cases");
}

#[test]
fn yarn_derived_values_match() {
    for c in cases().iter().filter(|c| c["rope_type"] == "yarn") {
        let name = c["name"].as_str().unwrap_or("?");
        let d = &c["derived"];
        let Detail::Yarn {
            low_raw,
            high_raw,
            low,
            high,
            ramp,
        } = compute(c).detail
        else {
            panic!("{name}: no yarn detail")
        };
        assert!(
            close(low_raw, num(&d["correction_dim_low_raw"])),
            "{name} low_raw"
        );
        assert!(
            close(high_raw, num(&d["correction_dim_high_raw"])),
            "{name} high_raw"
        );
        assert_eq!((low, high), (num(&d["low"]), num(&d["high"])), "{name}");
        assert_all_close(name, &ramp, &nums(&d["ramp"]));
    }
}

#[test]
fn llama3_bands_and_dynamic_bases_match() {
    let c = case("llama3_llama31_8b");
    let Detail::Llama3 {
        low_freq_wavelen_tokens,
        high_freq_wavelen_tokens,
        ..
    } = compute(&c).detail
    else {
        panic!("no llama3 detail")
    };
    assert_eq!(
        (low_freq_wavelen_tokens, high_freq_wavelen_tokens),
        (8192.0, 2048.0)
    );
    for c in cases().iter().filter(|c| c["rope_type"] == "dynamic") {
        let Detail::Dynamic { scaled_base, .. } = compute(c).detail else {
            panic!("no dynamic detail")
        };
        assert!(
            close(scaled_base, num(&c["derived"]["scaled_base"])),
            "{}",
            c["name"]
        );
    }
}

#[test]
fn longrope_uses_the_list_the_golden_case_names() {
    for c in cases().iter().filter(|c| c["rope_type"] == "longrope") {
        let Detail::LongRope { uses_long, .. } = compute(c).detail else {
            panic!("no longrope detail")
        };
        assert_eq!(
            uses_long,
            c["derived"]["uses"] == "long_factor",
            "{}",
            c["name"]
        );
    }
}

#[test]
fn score_versus_offset_for_ones() {
    let c = case("score_vs_offset_default_hd64_base10000_ones");
    let f = default_inv_freq(64, 10000.0);
    let terms = pair_terms(&ones(32), &ones(32));
    for (offset, want) in nums(&c["offsets"]).into_iter().zip(nums(&c["scores"])) {
        let got = score_formula(&terms, &f, offset);
        assert!(close(got, want), "offset {offset}: {got} vs {want}");
        for layout in [Layout::Half, Layout::Interleaved] {
            let direct = score_direct(&ones(32), &ones(32), offset + 5.0, 5.0, &f, layout);
            assert!(
                (direct - want).abs() < 1e-11,
                "direct {offset}: {direct} vs {want}"
            );
        }
    }
}

#[test]
fn worked_examples() {
    let c = case("worked_example_q20_k11_theta30deg");
    let theta = num(&c["params"]["theta_rad"]);
    for w in c["cases"].as_array().unwrap_or_else(|| panic!("cases")) {
        let (m, n) = (num(&w["pos_q"]), num(&w["pos_k"]));
        let got = score_direct(&[(2.0, 0.0)], &[(1.0, 1.0)], m, n, &[theta], Layout::Half);
        assert!((got - num(&w["score"])).abs() < 1e-14, "{m},{n}: {got}");
        let q_rot = rotate_vector(&[2.0, 0.0], m, &[theta], Layout::Interleaved);
        assert_all_close("q_rotated", &q_rot[1..], &nums(&w["q_rotated"])[1..]);
    }
    let c = case("worked_example_cat_theta0p1_pos3_pos7");
    let got = score_direct(&[(0.9, 0.4)], &[(0.9, 0.4)], 3.0, 7.0, &[0.1], Layout::Half);
    assert!(close(got, num(&c["score"])), "{got}");
    assert_all_close(
        "cat q",
        &rotate_vector(&[0.9, 0.4], 3.0, &[0.1], Layout::Interleaved),
        &nums(&c["q_rotated"]),
    );
    assert_all_close(
        "cat k",
        &rotate_vector(&[0.9, 0.4], 7.0, &[0.1], Layout::Interleaved),
        &nums(&c["k_rotated"]),
    );
}

#[test]
fn layout_example() {
    let c = case("layout_example_hd8_base10000_pos3");
    let x = nums(&c["params"]["x"]);
    let f = default_inv_freq(8, 10000.0);
    let half = rotate_vector(&x, 3.0, &f, Layout::Half);
    let inter = rotate_vector(&x, 3.0, &f, Layout::Interleaved);
    assert_all_close("half", &half, &nums(&c["half_split_hf"]));
    assert_all_close("interleaved", &inter, &nums(&c["interleaved_gptj"]));
    // half_split(permute(x)) == permute(interleaved(x))
    let lhs = rotate_vector(&interleaved_to_half(&x), 3.0, &f, Layout::Half);
    assert_all_close("permuted", &lhs, &interleaved_to_half(&inter));
    assert_all_close("inverse", &half_to_interleaved(&lhs), &inter);
}

#[test]
fn presets_match_the_golden_cases_of_their_models() {
    use rope_math::presets::find;
    for (preset, case_name) in [
        ("llama-3.1-8b", "llama3_llama31_8b"),
        (
            "qwen2.5-7b-yarn4",
            "yarn_qwen25_style_factor4_orig32768_base1e6_hd128",
        ),
        (
            "deepseek-v3",
            "yarn_deepseek_v3_style_factor40_mscale1_hd64",
        ),
    ] {
        let rope = find(preset).unwrap_or_else(|| panic!("{preset}")).rope();
        let f = rope_math::frequencies(&rope);
        let c = case(case_name);
        assert_all_close(preset, &f.inv_freq, &nums(&c["inv_freq"]));
        assert!(
            close(f.attention_factor, num(&c["attention_factor"])),
            "{preset}"
        );
    }
}

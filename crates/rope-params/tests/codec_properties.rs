//! Properties of the URL codec over the whole clamped parameter space: it never panics,
//! round-trips, and every value it lets through gives finite numbers.

use proptest::prelude::*;
use rope_math::analysis::coverage;
use rope_math::curves::CosineSum;
use rope_math::envelope::{envelope, AxisScale};
use rope_math::score::pair_terms;
use rope_math::{frequencies, Scaling};
use rope_params::params::{Params, KEYS};

/// A query string the way a user (or an attacker) might write one: real keys with plausible,
/// extreme and garbage values.
fn query_strategy() -> impl Strategy<Value = String> {
    // Every key the codec knows, from its one table: a new key is fuzzed without editing here.
    let keys = prop::sample::select(KEYS.iter().map(|k| k.name).collect::<Vec<_>>());
    let values = prop_oneof![
        prop::sample::select(vec![
            "0",
            "-1",
            "1",
            "2",
            "3",
            "7",
            "64",
            "127",
            "4096",
            "1e6",
            "1e300",
            "-1e300",
            "NaN",
            "inf",
            "-inf",
            "",
            "abc",
            "0.5",
            "32",
            "yarn",
            "llama3",
            "longrope",
            "dynamic",
            "ntk",
            "linear",
            "none",
            "half",
            "interleaved",
            "random",
            "ones",
            "custom",
            "1,2,3",
            "0.1",
            "1,,2",
            "llama-3.1-8b",
            "deepseek-v3",
            "phi-3-vision-128k",
            "phi-3-mini-128k",
            "cat",
            "slow-pair",
            "dark",
            "log",
            "lab",
            "story",
            "transparent",
            "rotate",
            "slow-pairs",
            "score-distance",
            "frequencies",
            "%zz",
            "proportional",
            "chunked",
            "0.25",
        ])
        .prop_map(str::to_string),
        any::<f64>().prop_map(|v| format!("{v}")),
        (1u64..10_000_000).prop_map(|v| v.to_string()),
        prop::collection::vec(0.0f64..100.0, 0..70).prop_map(|v| v
            .iter()
            .map(|x| format!("{x}"))
            .collect::<Vec<_>>()
            .join(",")),
    ];
    prop::collection::vec((keys, values), 0..12).prop_map(|kv| {
        kv.into_iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("&")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn codec_never_panics_and_round_trips(query in query_strategy()) {
        let (p, _) = Params::from_query(&query);
        prop_assert!(p.rope.d >= 2 && p.rope.d % 2 == 0 && p.probe.pair < p.num_pairs());
        let (again, fixes) = Params::from_query(&p.to_query());
        prop_assert_eq!(&again, &p);
        prop_assert!(fixes.is_empty(), "{:?}", fixes);
    }

    #[test]
    fn every_codec_params_gives_finite_numbers(query in query_strategy()) {
        let (p, _) = Params::from_query(&query);
        let f = frequencies(&p.rope);
        prop_assert_eq!(f.inv_freq.len(), p.num_pairs());
        prop_assert!(f.attention_factor.is_finite() && f.attention_factor > 0.0);
        let fastest = f.original.iter().cloned().fold(0.0, f64::max);
        // LongRoPE lists may hold divisors below 1 (real configs do); they may speed a pair up.
        let min_ext = p.rope.short_factor.iter().chain(&p.rope.long_factor).cloned().fold(1.0, f64::min);
        let allowed = if p.rope.scaling == Scaling::LongRope { fastest / min_ext } else { fastest };
        // The rotated pairs come first, each with a frequency; the others have none.
        let rotated = p.rope.rotated_pairs();
        prop_assert_eq!(f.num_rotated(), rotated);
        for (i, &x) in f.inv_freq.iter().enumerate() {
            if i < rotated {
                prop_assert!(x.is_finite() && x > 0.0, "{x}");
                prop_assert!(x <= allowed * (1.0 + 1e-12), "{x} above {allowed}");
            } else {
                prop_assert_eq!(x, 0.0);
            }
        }
        prop_assert!(f.multipliers().iter().all(|m| m.is_finite() && *m > 0.0));
        let c = coverage(&f, p.rope.train_len_tokens as f64, p.rope.infer_len_tokens as f64);
        prop_assert!(c.pairs.iter().all(|q| q.turns_infer.is_finite() && (q.wavelength_tokens.is_finite() || !q.rotates)));
        let (q, k) = p.query_key_pairs();
        let curve = CosineSum::new(&pair_terms(&q, &k), &f.inv_freq, f.attention_factor.powi(2));
        let env = envelope(&curve, 0, 2000, 50, AxisScale::Log);
        prop_assert!(env.iter().all(|c| c.min.is_finite() && c.max.is_finite() && c.min <= c.max));
    }
}

//! Benchmarks of the hot paths: score envelopes (the plots), per-pair analysis, presets.
//! `make bench` runs these beside the same score-curve work in numpy (scripts/bench_numpy.py).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use rope_math::analysis::coverage;
use rope_math::curves::{CosineSum, RelativeBound};
use rope_math::envelope::{envelope, AxisScale};
use rope_math::freq::default_inv_freq;
use rope_math::frequencies;
use rope_math::presets::PRESETS;
use rope_math::score::pair_terms;
use rope_math::vectors::{ones, random};
use rope_math::Rope;

fn envelopes(c: &mut Criterion) {
    let f128 = default_inv_freq(128, 10000.0);
    let (q, k) = random(1, 64);
    let terms = pair_terms(&q, &k);
    c.bench_function("envelope d128 offsets 0..131072 linear 1200 cols", |b| {
        b.iter(|| {
            let curve = CosineSum::new(&terms, &f128, 1.0);
            black_box(envelope(&curve, 0, 131_071, 1200, AxisScale::Linear))
        })
    });
    let f256 = default_inv_freq(256, 10000.0);
    let ones = pair_terms(&ones(128), &ones(128));
    let mut group = c.benchmark_group("slow");
    group.sample_size(10);
    group.bench_function("envelope d256 offsets 0..1000000 log 1200 cols", |b| {
        b.iter(|| {
            let curve = CosineSum::new(&ones, &f256, 1.0);
            black_box(envelope(&curve, 0, 999_999, 1200, AxisScale::Log))
        })
    });
    group.bench_function("bound d128 offsets 0..131072 linear 1200 cols", |b| {
        b.iter(|| {
            black_box(envelope(
                &RelativeBound::new(&f128),
                0,
                131_071,
                1200,
                AxisScale::Linear,
            ))
        })
    });
    group.finish();
}

fn analysis(c: &mut Criterion) {
    let rope = Rope {
        d: 128,
        scaling: rope_math::Scaling::Yarn,
        factor: 16.0,
        train_len_tokens: 4096,
        infer_len_tokens: 65536,
        ..Rope::default()
    };
    c.bench_function("frequencies + coverage, YaRN d128", |b| {
        b.iter(|| {
            let f = frequencies(black_box(&rope));
            black_box(coverage(&f, 4096.0, 65536.0))
        })
    });
    c.bench_function("import every preset", |b| {
        b.iter(|| black_box(PRESETS.iter().map(|p| p.rope()).collect::<Vec<_>>()))
    });
}

criterion_group!(benches, envelopes, analysis);
criterion_main!(benches);

//! Partial rotation against published numbers: google-deepmind/gemma's p-RoPE unit test
//! (`gm/math/_positional_embeddings.py` tests) and the properties HF's two ways must share.

use rope_math::freq::default_inv_freq;
use rope_math::rotation::rotate_vector;
use rope_math::scaling::{frequencies, proportional};
use rope_math::{Layout, Rope, Scaling};

fn close(a: &[f64], b: &[f64], tol: f64) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() < tol)
}

#[test]
fn gemma_p_rope_unit_test() {
    // Head dimension 4, base 100, position 1, input all ones, half layout.
    let ones = [1.0; 4];
    let full = rotate_vector(
        &ones,
        1.0,
        &proportional(4, 100.0, 1.0, 1.0).inv_freq,
        Layout::Half,
    );
    assert!(
        close(
            &full,
            &[-0.30116868, 0.89517075, 1.3817732, 1.0948375],
            1e-7
        ),
        "{full:?}"
    );
    let half = rotate_vector(
        &ones,
        1.0,
        &proportional(4, 100.0, 0.5, 1.0).inv_freq,
        Layout::Half,
    );
    assert!(
        close(&half, &[-0.30116868, 1.0, 1.3817732, 1.0], 1e-7),
        "{half:?}"
    );
}

#[test]
fn proportional_with_everything_rotated_and_factor_one_is_the_default() {
    for (d, base) in [(4, 100.0), (64, 1e4), (128, 5e5), (512, 1e6)] {
        let default = frequencies(&Rope {
            d,
            base,
            ..Rope::default()
        });
        let prop = frequencies(&Rope {
            d,
            base,
            scaling: Scaling::Proportional,
            factor: 1.0,
            ..Rope::default()
        });
        assert_eq!(prop.inv_freq, default.inv_freq, "d = {d}");
        assert_eq!(default.inv_freq, default_inv_freq(d, base));
    }
}

#[test]
fn a_pair_with_no_frequency_is_not_moved() {
    // Pairs past the rotated ones keep their values at every position.
    let p = Rope {
        d: 8,
        partial: 0.5,
        ..Rope::default()
    };
    let f = frequencies(&p);
    let x = [0.3, -1.2, 0.7, 2.0, 1.1, 0.4, -0.5, 0.9];
    let y = rotate_vector(&x, 12345.0, &f.inv_freq, Layout::Half);
    // Half layout: pairs 2 and 3 are dims (2, 6) and (3, 7).
    for j in [2, 3, 6, 7] {
        assert_eq!(y[j], x[j], "dim {j}");
    }
    assert_ne!(y[0], x[0]);
}

//! Tests of the pixel buffer: blending, the painted box, and painting by bands and rectangles.

use super::*;

#[test]
fn blending_matches_source_over() {
    let mut r = Raster::new(2, 3);
    r.vspan(0, 0, 2, [200, 0, 0], 1.0);
    r.vspan(0, 1, 1, [0, 0, 200], 0.5);
    assert_eq!(r.pixel(0, 0), Some([200, 0, 0, 255]));
    assert_eq!(r.pixel(0, 1), Some([100, 0, 100, 255]));
    // Over transparent, the colour stays and only the alpha is partial.
    r.vspan(1, 5, -3, [10, 20, 30], 0.3);
    assert_eq!(r.pixel(1, 2), Some([10, 20, 30, 77]));
    assert_eq!(r.pixel(2, 0), None);
}

#[test]
fn remembered_blends_equal_blending_each_pixel() {
    // Runs of two colours and of transparent under one translucent span: every pixel as
    // if blended on its own.
    let mut r = Raster::new(1, 8);
    r.vspan(0, 0, 2, [200, 10, 0], 0.3);
    r.vspan(0, 3, 5, [0, 90, 250], 1.0);
    r.vspan(0, 6, 6, [7, 7, 7], 0.6);
    let under: Vec<[u8; 4]> = (0..8).filter_map(|y| r.pixel(0, y)).collect();
    r.vspan(0, 0, 7, [40, 200, 120], 0.3);
    for (y, &px) in under.iter().enumerate() {
        let want = blend(px, [40, 200, 120], 77);
        assert_eq!(r.pixel(0, y as u32), Some(want), "row {y}");
    }
}

#[test]
fn spans_painted_by_bands_of_rows_equal_one_after_another() {
    // 3,000 columns: bands of 21 rows, so most spans cross two or three. Spans crowd into
    // 12 columns to overlap a lot, translucent and opaque, in a fixed pseudo-random order.
    let (mut one_by_one, mut banded) = (Raster::new(3000, 40), Raster::new(3000, 40));
    let mut seed = 12345u64;
    let mut next = |m: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((seed >> 33) % m) as i64
    };
    let mut spans = Vec::new();
    for _ in 0..400 {
        let (x, a, b) = (next(12) * 250, next(50) - 5, next(50) - 5);
        let colour = [next(256) as u8, next(256) as u8, next(256) as u8];
        let alpha = [0.3, 1.0, 0.6][next(3) as usize];
        one_by_one.vspan(x, a, b, colour, alpha);
        spans.extend(banded.clip(x, a, b, colour, alpha));
    }
    banded.paint(&spans);
    assert!(one_by_one.rgba().iter().any(|&v| v != 0));
    assert_eq!(one_by_one, banded);
}

#[test]
fn runs_of_equal_spans_painted_as_rectangles_equal_one_after_another() {
    let (mut one_by_one, mut merged) = (Raster::new(3000, 60), Raster::new(3000, 60));
    // An uneven underlay, painted the same way into both.
    for x in 0..3000 {
        let (a, b) = ((x * 7) % 50, (x * 13) % 60);
        one_by_one.vspan(x, a, b, [200, 40, 0], 0.3);
        merged.vspan(x, a, b, [200, 40, 0], 0.3);
    }
    // Runs (translucent, opaque, then translucent again over both), crossing bands of rows.
    let runs: [(i64, i64, i64, i64, Rgb, f64); 3] = [
        (10, 2500, 3, 55, [0, 90, 250], 0.3),
        (100, 200, 20, 40, [9, 9, 9], 1.0),
        (150, 2999, 0, 59, [40, 200, 120], 0.6),
    ];
    let mut spans = Vec::new();
    for (x0, x1, lo, hi, colour, alpha) in runs {
        for x in x0..=x1 {
            one_by_one.vspan(x, lo, hi, colour, alpha);
            spans.extend(merged.clip(x, lo, hi, colour, alpha));
        }
    }
    merged.paint(&spans);
    assert_eq!(one_by_one, merged);
}

#[test]
fn only_the_painted_box_is_handed_over() {
    let mut r = Raster::new(10, 10);
    assert_eq!(r.painted_box(), None);
    r.vspan(3, 2, 4, [1, 1, 1], 1.0);
    r.vspan(6, 7, 7, [1, 1, 1], 0.5);
    assert_eq!(r.painted_box(), Some((3, 2, 4, 6)));
}

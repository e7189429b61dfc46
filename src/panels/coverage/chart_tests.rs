//! The turns chart's tests: it is drawn into SVG and what it wrote is checked.

use super::*;
use plotters::backend::SVGBackend;
use rope_math::analysis::coverage;
use rope_math::frequencies;
use rope_params::Params;

#[test]
fn draws_full_and_compact_charts_into_svg() {
    let (p, _) = Params::from_query("scaling=yarn&factor=8&infer=100000");
    let r = &p.rope;
    let f = frequencies(r);
    let train = r.train_len_tokens as f64;
    let c = coverage(&f, train, r.infer_len_tokens as f64);
    let mut svg = String::new();
    {
        let area = SVGBackend::with_string(&mut svg, (800, 600)).into_drawing_area();
        let style = PlotStyle {
            dark: true,
            device_from_css: 1.0,
            boxed: false,
        };
        let (top, rest) = area.split_vertically(300);
        let (small, _) = rest.split_vertically(200);
        let range = turns_range(&[&c]);
        turns_chart(&top, &c, &f.detail, &style, range, "full", false).expect("draws");
        turns_chart(&small, &c, &f.detail, &style, range, "small", true).expect("draws");
    }
    assert!(svg.contains("never a full turn from here") && svg.contains("turns (log)"));
}

#[test]
fn the_critical_label_never_sits_on_the_one_turn_line() {
    // One made-up pair (θ = 0.0001, trained to 8,192, read to 50,000): its range barely
    // passes one turn, and the label once covered the line on its pale backing.
    let (mut p, _) = Params::from_query("");
    if let Some(scene) = rope_params::scenes::find("slow-pair") {
        scene.apply(&mut p);
    }
    p.rope.scaling = rope_math::Scaling::None;
    p.rope.factor = 1.0;
    let f = frequencies(&p.rope);
    let c = coverage(
        &f,
        p.rope.train_len_tokens as f64,
        p.rope.infer_len_tokens as f64,
    );
    assert_eq!(c.pairs.len(), 1);
    let mut svg = String::new();
    {
        let area = SVGBackend::with_string(&mut svg, (440, 200)).into_drawing_area();
        let style = PlotStyle {
            dark: false,
            device_from_css: 1.0,
            boxed: false,
        };
        let range = turns_range(&[&c]);
        turns_chart(&area, &c, &f.detail, &style, range, "", false).expect("draws");
    }
    // The one-turn line is the only horizontal two-point polyline drawn 2 px wide; the
    // label's backing is the last rect at 0.85 opacity.
    let line_y: f64 = svg
        .lines()
        .filter(|l| l.starts_with("<polyline"))
        .filter_map(|l| {
            let pts = l.split("points=\"").nth(1)?.split('"').next()?;
            let ys: Vec<&str> = pts
                .split(' ')
                .filter_map(|xy| xy.split(',').nth(1))
                .collect();
            (ys.len() == 2 && ys[0] == ys[1] && l.contains("stroke-width=\"2\""))
                .then(|| ys[0].parse().ok())
                .flatten()
        })
        .next()
        .expect("a one-turn line");
    let attr = |l: &str, name: &str| -> f64 {
        l.split(&format!(" {name}=\""))
            .nth(1)
            .and_then(|r| r.split('"').next())
            .and_then(|v| v.parse().ok())
            .unwrap_or(f64::NAN)
    };
    let backing = svg
        .lines()
        .rfind(|l| l.starts_with("<rect") && l.contains("opacity=\"0.85\""))
        .expect("a label backing");
    let (top, height) = (attr(backing, "y"), attr(backing, "height"));
    assert!(
        line_y < top || line_y > top + height,
        "line at {line_y}, label from {top} to {}",
        top + height
    );
}

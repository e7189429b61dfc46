//! A plot's height for every width, written as a short list of points. The page's served
//! copies of a figure or a panel (scripts/prerender.mjs) are captured at one width; the page's
//! loader reads this list from each copied canvas and gives it the height the live plot will
//! have at the reader's width, so nothing moves when the module replaces the copy.

/// Widths the list covers, in CSS px: a plot is never narrower than a 320 px screen allows, nor
/// wider than the widest layout. Outside it the loader holds the end value.
const FIRST_WIDTH_CSS_PX: u32 = 160;
const LAST_WIDTH_CSS_PX: u32 = 1600;

/// `height_css_px(width)` at every whole width of the range, kept only where the slope
/// changes: `"w:h,w:h,…"`, linear between neighbours (a step shows as two neighbouring
/// widths). Heights are rounded to 0.01 px.
pub fn height_points(height_css_px: &dyn Fn(f64) -> f64) -> String {
    let at = |w: u32| (height_css_px(f64::from(w)) * 100.0).round() / 100.0;
    let mut points: Vec<(u32, f64)> = Vec::new();
    for w in FIRST_WIDTH_CSS_PX..=LAST_WIDTH_CSS_PX {
        let h = at(w);
        // The last point stands on the line through the two before it: move it along.
        if let [.., (w0, h0), (w1, h1)] = points[..] {
            let slope_before = (h1 - h0) / f64::from(w1 - w0);
            let slope_now = (h - h1) / f64::from(w - w1);
            if (slope_before - slope_now).abs() < 1e-9 {
                if let Some(last) = points.last_mut() {
                    *last = (w, h);
                }
                continue;
            }
        }
        points.push((w, h));
    }
    points
        .iter()
        .map(|(w, h)| format!("{w}:{h}"))
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The height the list gives at `width`, read as the loader reads it.
    fn read(points: &str, width: f64) -> f64 {
        let pts: Vec<(f64, f64)> = points
            .split(',')
            .map(|p| {
                let (w, h) = p.split_once(':').expect("w:h");
                (w.parse().expect("w"), h.parse().expect("h"))
            })
            .collect();
        let last = pts[pts.len() - 1];
        if width <= pts[0].0 {
            return pts[0].1;
        }
        if width >= last.0 {
            return last.1;
        }
        let k = pts.iter().position(|p| p.0 >= width).expect("inside");
        let (a, b) = (pts[k - 1], pts[k]);
        a.1 + (b.1 - a.1) * (width - a.0) / (b.0 - a.0)
    }

    #[test]
    fn a_clamped_aspect_is_four_points() {
        let f = |w: f64| (w * 0.5).clamp(180.0, 420.0);
        let points = height_points(&f);
        assert_eq!(points, "160:180,360:180,840:420,1600:420");
        for w in [200.0, 333.0, 512.5, 900.0] {
            assert!((read(&points, w) - f(w)).abs() < 0.01, "{w}");
        }
    }

    #[test]
    fn a_step_is_two_neighbouring_points_and_exact_at_whole_widths() {
        let f = |w: f64| {
            if w >= 520.0 {
                230.0
            } else {
                (w * 0.78).max(250.0)
            }
        };
        let points = height_points(&f);
        for w in 160..=1600 {
            let w = f64::from(w);
            assert!((read(&points, w) - f(w)).abs() < 0.01, "{w}: {points}");
        }
        assert!(
            points.contains("519:") && points.contains("520:230"),
            "{points}"
        );
        assert!(points.len() < 80, "{points}");
    }

    #[test]
    fn a_constant_is_its_two_ends() {
        assert_eq!(height_points(&|_| 260.0), "160:260,1600:260");
    }
}

//! How a plot fits the box the page gives it. In a blog column a plot keeps its own height
//! for its width and its 12 px labels. Inside an element marked `data-fill` (a lecture slide,
//! a `<rope-figure fill>` in a deck) the plot takes the height its box leaves it, and its text,
//! strokes and points grow with the box, so a figure that fills a projector reads from the
//! back row. A page can also set the scale itself: the CSS custom property `--plot-scale`
//! (the lecture sets it to make the smallest label 1/30 of the screen's height).

use wasm_bindgen::JsCast;

/// The box a plot fills, and how its picture is scaled.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// The plot's height is its box's, not its own rule's.
    pub fill: bool,
    /// Design px (what the charts call CSS px: a 12 px label) to CSS px.
    pub scale: f64,
}

/// Below this width and height a filling plot keeps its design size; a plot twice as large
/// both ways draws its text twice as large.
const DESIGN_WIDTH_CSS_PX: f64 = 900.0;
const DESIGN_HEIGHT_CSS_PX: f64 = 480.0;
/// However large the box, labels stop growing here (a 12 px label at most 72 px).
const MOST_SCALE: f64 = 6.0;

/// The scale a filling plot takes from its box: 1 up to the design size, then with the
/// smaller of the two ratios, so a wide, short box does not get text too tall for it.
pub fn auto_scale(width_css_px: f64, height_css_px: f64) -> f64 {
    let by_size = (width_css_px / DESIGN_WIDTH_CSS_PX).min(height_css_px / DESIGN_HEIGHT_CSS_PX);
    if by_size.is_finite() {
        by_size.clamp(1.0, MOST_SCALE)
    } else {
        1.0
    }
}

/// A page's own scale, `--plot-scale`: a positive number, or none.
pub fn parse_scale(text: &str) -> Option<f64> {
    let v: f64 = text.trim().parse().ok()?;
    (v.is_finite() && v > 0.0).then(|| v.clamp(0.5, MOST_SCALE * 2.0))
}

/// How the plot in `container` fits, read from the page (its ancestors and its styles).
pub fn read_fit(container: &web_sys::Element, width_css_px: f64, height_css_px: f64) -> Fit {
    let fill = container.closest("[data-fill]").ok().flatten().is_some();
    let set = web_sys::window()
        .and_then(|w| w.get_computed_style(container).ok().flatten())
        .and_then(|s| s.get_property_value("--plot-scale").ok())
        .and_then(|v| parse_scale(&v));
    let scale = match set {
        Some(s) => s,
        None if fill => auto_scale(width_css_px, height_css_px),
        None => 1.0,
    };
    Fit { fill, scale }
}

/// How much larger the plot shows than its layout box: a deck that scales its slides with a
/// CSS transform (reveal.js does) would otherwise stretch a backing store drawn for the
/// smaller box, and blur it. 1 where nothing scales it.
pub fn transform_scale(container: &web_sys::Element) -> f64 {
    let Some(el) = container.dyn_ref::<web_sys::HtmlElement>() else {
        return 1.0;
    };
    let layout = f64::from(el.offset_width());
    let shown = el.get_bounding_client_rect().width();
    if layout > 0.0 && shown > 0.0 {
        (shown / layout).clamp(0.25, 8.0)
    } else {
        1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_blog_sized_box_keeps_the_design_size() {
        assert_eq!(auto_scale(832.0, 300.0), 1.0);
        assert_eq!(auto_scale(320.0, 200.0), 1.0);
    }

    #[test]
    fn a_projector_sized_box_scales_by_its_tighter_side() {
        assert!((auto_scale(1800.0, 960.0) - 2.0).abs() < 1e-12);
        assert!((auto_scale(3600.0, 960.0) - 2.0).abs() < 1e-12);
        assert_eq!(auto_scale(1e6, 1e6), MOST_SCALE);
        assert_eq!(auto_scale(f64::NAN, f64::NAN), 1.0);
    }

    #[test]
    fn a_page_scale_is_a_positive_number() {
        assert_eq!(parse_scale(" 2.5 "), Some(2.5));
        assert_eq!(parse_scale(""), None);
        assert_eq!(parse_scale("-1"), None);
        assert_eq!(parse_scale("NaN"), None);
        assert_eq!(parse_scale("1e9"), Some(12.0));
    }
}

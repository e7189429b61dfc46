//! The projector's measure: every chart label at least 1/30 of the screen's height, through
//! the deck's `--plot-scale` (its DOM text gets the same from lecture.css's rem).

/// The smallest text a chart draws, in its design px (src/plot/style.rs's smallest font).
const SMALLEST_CHART_FONT_PX: f64 = 11.0;
/// Text at least this fraction of the screen's height: read from the back of a hall.
const TEXT_OF_HEIGHT: f64 = 1.0 / 30.0;

/// The scale that makes a chart's smallest label `TEXT_OF_HEIGHT` of the screen's height
/// (a hair over, so rounding to device pixels never takes it under).
pub fn plot_scale_for(height_css_px: f64) -> f64 {
    (height_css_px * TEXT_OF_HEIGHT / SMALLEST_CHART_FONT_PX * 1.02).max(1.0)
}

pub fn set_scale(main: &web_sys::HtmlElement) {
    let height = web_sys::window()
        .and_then(|w| w.inner_height().ok())
        .and_then(|h| h.as_f64())
        .unwrap_or(768.0);
    let _ = main
        .style()
        .set_property("--plot-scale", &format!("{:.3}", plot_scale_for(height)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_smallest_chart_label_is_a_thirtieth_of_the_screen() {
        for height in [1080.0, 768.0, 2160.0] {
            let label = SMALLEST_CHART_FONT_PX * plot_scale_for(height);
            assert!(label >= height / 30.0, "{height}: {label}");
            assert!(label < height / 30.0 * 1.05, "{height}: {label}");
        }
        assert_eq!(plot_scale_for(200.0), 1.0);
    }
}

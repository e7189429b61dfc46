//! The offset axis the score panel's charts share: the margins that line their plots up with
//! each other and with the pointer read-out, how many offset labels fit, and the offset at a
//! point across the plot.

use super::data::ScoreData;
use crate::plot::style::PlotStyle;
use plotters::coord::Shift;
use plotters::prelude::*;
use rope_math::envelope::AxisScale;

/// Margin left of the y labels, in CSS px.
const MARGIN_CSS_PX: f64 = 10.0;
/// Width of the y labels, in CSS px.
const Y_LABELS_CSS_PX: f64 = 64.0;
/// Every plot's left edge, in CSS px from the canvas's.
pub const LEFT_CSS_PX: f64 = MARGIN_CSS_PX + Y_LABELS_CSS_PX;
/// Every plot's right edge, in CSS px from the canvas's. No labels on the right (half the text
/// to draw each frame): only room for the last x label to overhang.
pub const RIGHT_CSS_PX: f64 = 10.0 + 24.0;

/// A chart builder on `area` with the left and right margins and the y label width every score
/// chart shares; the chart adds its top and bottom margins and x label area.
pub fn aligned_chart<'a, 'b, DB: DrawingBackend>(
    area: &'a DrawingArea<DB, Shift>,
    style: &PlotStyle,
) -> ChartBuilder<'a, 'b, DB> {
    let mut builder = ChartBuilder::on(area);
    builder
        .margin_left(style.px(MARGIN_CSS_PX))
        .margin_right(style.px(RIGHT_CSS_PX))
        .y_label_area_size(style.px(Y_LABELS_CSS_PX));
    builder
}

/// How many offset labels fit under a chart `width_px` wide (about one per 80 CSS px, so
/// "120 000" labels do not run into each other on a phone).
pub fn x_label_count(width_px: u32, style: &PlotStyle) -> usize {
    let width_css = style.css_px(width_px);
    ((width_css - LEFT_CSS_PX - RIGHT_CSS_PX) / 80.0).clamp(2.0, 10.0) as usize
}

/// The offset at fraction `t` (0 to 1) of the plot's width: the inverse of the offset axis
/// (0..span linear, 1..span log).
pub fn offset_at_fraction(t: f64, span_tokens: u64, axis: AxisScale) -> f64 {
    let span = span_tokens.max(2) as f64;
    match axis {
        AxisScale::Linear => t * span,
        AxisScale::Log => (t * span.ln()).exp(),
    }
}

/// The offset under a pointer at `x_css_px` of a canvas `width_css_px` wide.
pub fn offset_at(x_css_px: f64, width_css_px: f64, data: &ScoreData) -> u64 {
    let plot = (width_css_px - LEFT_CSS_PX - RIGHT_CSS_PX).max(1.0);
    let t = ((x_css_px - LEFT_CSS_PX) / plot).clamp(0.0, 1.0);
    let x = offset_at_fraction(t, data.span_tokens, data.axis);
    (x.round() as u64).min(data.span_tokens)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rope_math::frequencies;
    use rope_params::Params;

    #[test]
    fn pointer_maps_to_offsets_at_both_ends() {
        let (p, _) = Params::from_query("axis=linear&span=1000");
        let data = ScoreData::compute(&p, &frequencies(&p.rope), false);
        assert_eq!(offset_at(LEFT_CSS_PX, 1000.0, &data), 0);
        assert_eq!(offset_at(1000.0 - RIGHT_CSS_PX, 1000.0, &data), 1000);
    }

    #[test]
    fn label_count_follows_the_width_in_css_px() {
        let style = |device_from_css| PlotStyle {
            dark: false,
            device_from_css,
            boxed: false,
        };
        assert_eq!(x_label_count(400, &style(1.0)), 3);
        assert_eq!(x_label_count(800, &style(2.0)), 3);
        assert_eq!(x_label_count(100, &style(1.0)), 2);
        assert_eq!(x_label_count(5000, &style(1.0)), 10);
    }
}

//! The softmax figure's chart: one query's weight on each key word, by its place in the
//! sentence (a swap moves the bars with their words), and the unrelated words' share together.

use super::softmax_attention::Attention;
use crate::format::plain;
use crate::plot::style::PlotStyle;
use crate::plot::{y_label_room, DrawResult, Grid};
use plotters::coord::Shift;
use plotters::prelude::*;

pub(super) fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    a: &Attention,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    // Each place's word: a swap relabels the places, and the bars move with their words.
    let words: Vec<String> = a.order.iter().map(|&w| a.words[w].clone()).collect();
    let n = words.len() + usize::from(a.others > 0);
    let others_name = format!("{} others", crate::format::tokens(a.others as f64));
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .margin_right(style.px(14.0))
        .x_label_area_size(style.px(40.0))
        .y_label_area_size(style.px(52.0))
        .build_cartesian_2d(-0.5f64..(n as f64 - 0.5), 0f64..1f64)?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .disable_x_mesh()
        .x_desc("key word (its place in the sentence)")
        // A short chart (a slide's box) names its axis in one word, so the name fits its side.
        .y_desc(if y_label_room(area.dim_in_pixel().1, style, 5) < 5 {
            "weight"
        } else {
            "weight (sums to 1)"
        })
        .x_labels(n)
        .y_labels(y_label_room(area.dim_in_pixel().1, style, 5))
        .x_label_formatter(&move |v| {
            let k = v.round();
            if (v - k).abs() > 0.01 || k < 0.0 {
                return String::new();
            }
            words.get(k as usize).map_or_else(
                || others_name.clone(),
                // Places counted from 0, as every position in the story is.
                |w| format!("{w} ({})", k as usize),
            )
        })
        .y_label_formatter(&|v| plain(*v, 2))
        .draw()?;
    let bar = style.highlight();
    let own = style.foreground();
    chart.draw_series(a.order.iter().enumerate().map(|(place, &j)| {
        let (x, w) = (place as f64, a.weights[j]);
        // The query's own word drawn hollow: a word also attends to itself.
        let shape = if j == a.query {
            own.stroke_width(style.px(2.0))
        } else {
            bar.filled()
        };
        Rectangle::new([(x - 0.3, 0.0), (x + 0.3, w)], shape)
    }))?;
    if let Some(before) = &a.weights_at_one {
        // The weights at scale 1, a dark line across each bar: what the scale changed (a line,
        // not an outline, which would read as the query's own hollow bar).
        let ghost = style.foreground().mix(0.8).stroke_width(style.px(2.5));
        chart.draw_series(a.order.iter().enumerate().map(|(place, &j)| {
            let (x, w) = (place as f64, before.get(j).copied().unwrap_or(0.0));
            PathElement::new(vec![(x - 0.4, w), (x + 0.4, w)], ghost)
        }))?;
    }
    if a.others > 0 {
        // The unrelated words' weight together, in the page's colour for "outside".
        let x = a.words.len() as f64;
        chart.draw_series(std::iter::once(Rectangle::new(
            [(x - 0.3, 0.0), (x + 0.3, a.others_weight)],
            style.outside().filled(),
        )))?;
    }
    Ok(())
}

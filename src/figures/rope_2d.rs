//! Figure `rope-2d`: RoPE for image patches. Each pair turns with the patch offset along its
//! own direction φ_k; the heat map is the score of aligned vectors, the mean over pairs of
//! cos(θ_k·(dx·cos φ_k + dy·sin φ_k)), over offsets up to 16 patches each way. Axial
//! directions (x or y) keep whole rows and columns warm, a cross; golden-angle directions
//! spread the pairs and remove it. The compass beside it draws each pair's direction in the
//! pair's colour.

use super::frame::FigureFrame;
use crate::format::plain;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::matrix::cell_colour;
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use crate::state::use_app_state;
use crate::widgets::readout::{Num, NumText};
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::freq::default_inv_freq;
use rope_math::rope2d::{axis_and_off_axis_means, direction_rad, score2d, score_grid, Directions};
use rope_math::Choice;
use rope_params::figures::plot_of;
use rope_params::Params;

/// Patches each way the heat map reaches.
const REACH_PATCHES: i64 = 16;
/// The cross is measured from this Chebyshev distance out (nearby cells are warm anyway).
const CROSS_FROM_PATCHES: i64 = 4;
/// The offsets the table lists (and whose hooks outside tools read).
const TABLE_DX: [i64; 11] = [-16, -8, -4, -2, -1, 0, 1, 2, 4, 8, 16];
const TABLE_DY: [i64; 6] = [0, 1, 2, 4, 8, 16];

#[derive(Clone, Debug, PartialEq)]
struct Image {
    inv_freq: Vec<f64>,
    directions: Directions,
    grid: Vec<Vec<f64>>,
}

fn image_of(p: &Params) -> Image {
    let inv_freq = default_inv_freq(p.rope.d, p.rope.base);
    let grid = score_grid(&inv_freq, p.figures.directions, REACH_PATCHES);
    Image {
        inv_freq,
        directions: p.figures.directions,
        grid,
    }
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    im: &Image,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    let (width, height) = area.dim_in_pixel();
    // Square cells: the heat map's plot as wide as it is tall (its label areas differ by 6 px).
    let heat_width = (f64::from(width) * 0.72).min(f64::from(height + style.px(6.0)));
    let (heat, compass) = area.split_horizontally(heat_width as u32);
    let reach = REACH_PATCHES as f64 + 0.5;
    let mut chart = ChartBuilder::on(&heat)
        .margin(style.px(6.0))
        .x_label_area_size(style.px(34.0))
        .y_label_area_size(style.px(40.0))
        .build_cartesian_2d(-reach..reach, reach..-reach)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc("dx, patches")
        .y_desc("dy, patches")
        .x_labels(5)
        .y_labels(5)
        .label_style(font.clone())
        .axis_desc_style(font.clone())
        .axis_style(style.grid())
        .x_label_formatter(&|v| format!("{}", v.round()))
        .y_label_formatter(&|v| format!("{}", v.round()))
        .draw()?;
    chart.draw_series(im.grid.iter().zip(-REACH_PATCHES..).flat_map(|(row, dy)| {
        row.iter().zip(-REACH_PATCHES..).map(move |(&v, dx)| {
            let (x, y) = (dx as f64, dy as f64);
            Rectangle::new(
                [(x - 0.5, y - 0.5), (x + 0.5, y + 0.5)],
                cell_colour(style, v, 1.0).filled(),
            )
        })
    }))?;
    // The compass: each pair's direction from the centre, its length falling with the pair's
    // frequency (fast pairs long), in the pair's colour.
    let (cw, ch) = compass.dim_in_pixel();
    let centre = (
        cw as i32 / 2,
        (ch as i32 - style.px(24.0) as i32) / 2 + style.px(6.0) as i32,
    );
    let radius = f64::from(cw.min(ch)) * 0.38;
    let pairs = im.inv_freq.len();
    compass.draw(&Circle::new(
        centre,
        radius as i32,
        style.grid().stroke_width(style.px(1.0)),
    ))?;
    for k in (0..pairs).rev() {
        let phi = direction_rad(k, im.directions);
        let len = radius * (1.0 - 0.7 * k as f64 / pairs.max(1) as f64);
        // Both ends: a direction and its opposite turn the pair the same way, backwards.
        let (dx, dy) = (len * phi.cos(), -len * phi.sin());
        compass.draw(&PathElement::new(
            vec![
                (centre.0 - dx as i32, centre.1 - dy as i32),
                (centre.0 + dx as i32, centre.1 + dy as i32),
            ],
            style.pair_colour(k, pairs).stroke_width(style.px(1.5)),
        ))?;
    }
    compass.draw(&Text::new(
        "warm +, cool −",
        (cw as i32 / 2, style.px(2.0) as i32),
        font.clone().pos(Pos::new(HPos::Center, VPos::Top)),
    ))?;
    compass.draw(&Text::new(
        "pair directions",
        (cw as i32 / 2, ch as i32 - style.px(4.0) as i32),
        font.pos(Pos::new(HPos::Center, VPos::Bottom)),
    ))?;
    Ok(())
}

#[component]
pub fn Rope2dFigure() -> impl IntoView {
    let state = use_app_state();
    let image = Memo::new(move |_| state.params.with(image_of));
    let means = Memo::new(move |_| {
        image.with(|im| axis_and_off_axis_means(&im.grid, REACH_PATCHES, CROSS_FROM_PATCHES))
    });
    let on_axis = Signal::derive(move || means.get().0);
    let off_axis = Signal::derive(move || means.get().1);
    let label = Signal::derive(move || {
        image.with(|im| {
            format!(
                "Heat map of the score of aligned vectors over image offsets up to {REACH_PATCHES} patches each way, warm positive, cool negative, {} directions, {} pairs. \
                 From {CROSS_FROM_PATCHES} patches out it averages {} on the two axes and {} off them. Beside it, each pair's direction.",
                im.directions.slug(),
                im.inv_freq.len(),
                plain(on_axis.get(), 3),
                plain(off_axis.get(), 3)
            )
        })
    });
    let header = TABLE_DX
        .iter()
        .map(|dx| view! { <th scope="col">{format!("dx {dx}")}</th> })
        .collect_view();
    let rows = TABLE_DY
        .iter()
        .map(|&dy| {
            let cells = TABLE_DX
                .iter()
                .map(|&dx| {
                    let v = Signal::derive(move || {
                        image.with(|im| score2d(&im.inv_freq, im.directions, dx as f64, dy as f64))
                    });
                    view! { <td><Num testid=format!("score2d-{dx}-{dy}") value=v digits=3/></td> }
                })
                .collect_view();
            view! { <tr><th scope="row">{format!("dy {dy}")}</th>{cells}</tr> }
        })
        .collect_view();
    view! {
        <FigureFrame slug="rope-2d" caption="Each pair turns along its own direction. Along x or y only, half the pairs never turn on a row or a column: a cross. Spread the directions and it is gone.">
            <PlotCanvas testid=plot_of("rope-2d") label=label aspect=0.5 min_height_css_px=200.0 max_height_css_px=250.0
                picture=paint(move |area, style| image.with(|im| draw(&area, im, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                {format!("from {CROSS_FROM_PATCHES} patches out, the score averages ")}
                <NumText testid="score2d-on-axis" value=on_axis shown=Signal::derive(move || plain(on_axis.get(), 3))/>
                " on the axes and "
                <NumText testid="score2d-off-axis" value=off_axis shown=Signal::derive(move || plain(off_axis.get(), 3))/>
                " off them"
            </p>
            <div class="controls compact">
                <ParamSelect label="directions" key="directions"
                    options=vec![("axial".into(), "axial: x or y".into()), ("golden".into(), "golden angle".into())]
                    get=|p| p.figures.directions.slug().to_string()
                    set=|p, v| p.figures.directions = Directions::from_slug(v).unwrap_or(Directions::Axial)/>
                <KeySlider label="base" key="base" min=2.0 max=1e4 step=0.01 scale=SliderScale::Log10
                    format=|v| plain(v, 4)/>
            </div>
            <details class="figure-table">
                <summary>"the score at chosen offsets (table)"</summary>
                <div class="table-scroll">
                    <table class="value-grid">
                        <caption>"The score of aligned vectors at image offset (dx, dy), patches"</caption>
                        <thead><tr><th scope="col">""</th>{header}</tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </div>
            </details>
        </FigureFrame>
    }
}

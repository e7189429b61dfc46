//! Figure `layouts`: which dimensions pair up in the two layouts (interleaved: neighbours;
//! half: j and j + d/2), the permutation between them, and what a model trained in one layout
//! scores when rotated in the other. Both scores still depend on m − n alone, which is why
//! the mistake goes unnoticed.

use super::frame::FigureFrame;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use crate::state::use_app_state;
use crate::widgets::readout::Num;
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::KeySlider;
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::layouts::{layout_partner, layout_scores, pair_of};
use rope_math::{Choice, Layout};
use rope_params::figures::plot_of;

/// Widths the figure offers (each dimension a labelled box).
const MAX_DIMS: f64 = 16.0;

/// How far "shift both" moves the two positions.
const SHIFT_TOKENS: u64 = 100;

/// Two strips of d boxes, coloured by the pair each dimension belongs to, and the lines of the
/// permutation from the interleaved strip to the half one.
fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    d: usize,
    trained: Layout,
    style: &PlotStyle,
) -> DrawResult {
    let (w, h) = area.dim_in_pixel();
    let left = style.px(86.0) as i32;
    let box_w = (f64::from(w) - f64::from(left) - f64::from(style.px(6.0))) / d.max(1) as f64;
    let box_h = (f64::from(h) * 0.22) as i32;
    let rows = [
        (Layout::Interleaved, style.px(6.0) as i32),
        (Layout::Half, h as i32 - box_h - style.px(6.0) as i32),
    ];
    let font = style.label_font();
    let centre = font.pos(Pos::new(HPos::Center, VPos::Center));
    let x_of = |j: usize| left + (j as f64 * box_w) as i32;
    let mid = |j: usize| left + ((j as f64 + 0.5) * box_w) as i32;
    for (layout, top) in rows {
        let name = if layout == trained {
            format!("{} (trained)", layout.slug())
        } else {
            layout.slug().to_string()
        };
        area.draw(&Text::new(
            name,
            (style.px(4.0) as i32, top + box_h / 2),
            font.pos(Pos::new(HPos::Left, VPos::Center)),
        ))?;
        for j in 0..d {
            let colour = style.pair_colour(pair_of(j, d, layout), d / 2);
            area.draw(&Rectangle::new(
                [(x_of(j) + 1, top), (x_of(j + 1) - 1, top + box_h)],
                colour.filled(),
            ))?;
            if box_w > f64::from(style.px(14.0)) {
                area.draw(&Text::new(
                    j.to_string(),
                    (mid(j), top + box_h / 2),
                    centre.clone().color(&style.ink_on(colour)),
                ))?;
            }
        }
    }
    // Interleaved dim 2i and 2i+1 hold pair i; in the half layout they go to i and i + d/2.
    let (top_y, bottom_y) = (rows[0].1 + box_h, rows[1].1);
    for j in 0..d {
        let pair = pair_of(j, d, Layout::Interleaved);
        let to = if j % 2 == 0 { pair } else { pair + d / 2 };
        let colour = style.pair_colour(pair, d / 2);
        area.draw(&PathElement::new(
            vec![(mid(j), top_y), (mid(to), bottom_y)],
            colour.stroke_width(style.px(1.5)),
        ))?;
    }
    Ok(())
}

#[component]
pub fn LayoutsFigure() -> impl IntoView {
    let state = use_app_state();
    let setup = Memo::new(move |_| state.params.with(|p| (p.rope.d, p.probe.layout)));
    let scores = move |shift: u64| {
        Memo::new(move |_| {
            let (q, k) = state.params.with(|p| p.query_key_pairs());
            let (m, n, trained) = state
                .params
                .with(|p| (p.probe.m + shift, p.probe.n + shift, p.probe.layout));
            state
                .freqs
                .with(|f| layout_scores(&q, &k, m as f64, n as f64, &f.inv_freq, trained))
        })
    };
    let (now, shifted) = (scores(0), scores(SHIFT_TOKENS));
    // The rotate function at work: pair 0 of q at m, its two numbers where the trained layout
    // keeps them, and the two it returns.
    let turned = Memo::new(move |_| {
        let (q, _) = state.params.with(|p| p.query_key_pairs());
        let (x1, x2) = q.first().copied().unwrap_or((0.0, 0.0));
        let m = state.params.with(|p| p.probe.m) as f64;
        let angle_rad = m * state
            .freqs
            .with(|f| f.inv_freq.first().copied().unwrap_or(0.0));
        let (sin, cos) = angle_rad.sin_cos();
        [x1, x2, cos, sin, x1 * cos - x2 * sin, x1 * sin + x2 * cos]
    });
    let part = move |k: usize| Signal::derive(move || turned.with(|t| t[k]));
    let second_dim = move || {
        let (d, trained) = setup.get();
        layout_partner(0, d, trained)
    };
    let value = move |s: Memo<rope_math::layouts::LayoutScores>, right: bool| {
        Signal::derive(move || s.with(|s| if right { s.right } else { s.wrong }))
    };
    let label = Signal::derive(move || {
        let (d, trained) = setup.get();
        format!(
            "Dimensions 0 to {} in two strips coloured by pair: interleaved pairs neighbours, half pairs j with j + {}; lines show where each interleaved dimension moves. Trained {}: right score {:.4}, wrong layout {:.4}.",
            d - 1, d / 2, trained.slug(), now.get().right, now.get().wrong
        )
    });
    let partners = move || {
        let (d, trained) = setup.get();
        (0..d)
            .map(|j| {
                let p = layout_partner(j, d, trained) as f64;
                let sep = if j + 1 < d { ", " } else { "" };
                view! { {j} "↔" <Num testid=format!("layout-partner-{j}") value=Signal::derive(move || p) digits=0/>{sep} }
            })
            .collect_view()
    };
    let layouts = Layout::ALL
        .iter()
        .map(|l| (l.slug().to_string(), l.slug().to_string()))
        .collect();
    view! {
        <FigureFrame slug="layouts" caption="One model, paired two ways: run in the other layout it turns the wrong dimensions together; its scores change, yet still depend only on m − n.">
            <PlotCanvas testid=plot_of("layouts") label=label aspect=0.26 min_height_css_px=130.0 max_height_css_px=160.0
                picture=paint(move |area, style| { let (d, t) = setup.get(); draw(&area, d, t, style) })/>
            // A slide has no room for this line: its chart shows the same pairs.
            <p class="readout-line partners" data-answer="">"pairs in the trained layout: " {partners}</p>
            <p class="readout-line" data-answer="" aria-live="polite">
                "rotate q's pair 0 (dims 0, " {second_dim} "): x1·cos − x2·sin = "
                <Num testid="rotate-x1" value=part(0) digits=3/> "·" <Num testid="rotate-cos" value=part(2) digits=3/>
                " − " <Num testid="rotate-x2" value=part(1) digits=3/> "·" <Num testid="rotate-sin" value=part(3) digits=3/>
                " = " <Num testid="rotate-out1" value=part(4) digits=3/>
                "; x1·sin + x2·cos = " <Num testid="rotate-out2" value=part(5) digits=3/> "."
            </p>
            <p class="readout-line" data-answer="" aria-live="polite">
                "score: trained layout " <Num testid="score-right" value=value(now, true) digits=4/>
                ", other " <Num testid="score-wrong" value=value(now, false) digits=4/>
                "; both " {SHIFT_TOKENS} " on: " <Num testid="score-right-shifted" value=value(shifted, true) digits=4/>
                ", " <Num testid="score-wrong-shifted" value=value(shifted, false) digits=4/>
            </p>
            <div class="controls compact">
                <ParamSelect label="trained with" key="layout" options=layouts
                    get=|p| p.probe.layout.slug().to_string()
                    set=|p, v| p.probe.layout = Layout::from_slug(v).unwrap_or(Layout::Half)/>
                <KeySlider label="head dimension d" key="d" min=4.0 max=MAX_DIMS step=2.0
                    format=|v| format!("{v} dims")/>
                <KeySlider label="query position m" key="m" min=0.0 max=64.0
                    format=|v| format!("{v}")/>
                <KeySlider label="key position n" key="n" min=0.0 max=64.0
                    format=|v| format!("{v}")/>
            </div>
        </FigureFrame>
    }
}

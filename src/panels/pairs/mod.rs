//! Panel "pairs": the 2D pairs of a query and a key turning with position, fast pairs and slow
//! pairs side by side, and the score that only sees the offset m − n.

mod caption;
mod cells;
mod chart;
mod geometry;
mod input;
mod motion;
mod numbers;
mod readout;

use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::visibility::use_on_screen;
use crate::state::use_app_state;
use crate::widgets::checkbox::Checkbox;
use crate::widgets::ids::scoped_id;
use crate::widgets::markup::MarkupWriter;
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::ParamSlider;
pub use chart::draw;
pub use geometry::{layout, shown_pairs};
use input::{drag_to, hit, nudge, PlotFrame};
pub use input::{picture, set_position, Which};
use leptos::html::Section;
use leptos::prelude::*;
pub use motion::{use_motion, Motion};
pub use numbers::PairNumbers;
pub use readout::ProofSteps;
use readout::{PairsTable, Proof, Row, ScoreReadout};
use rope_math::{Choice, Layout, VecChoice};
use rope_params::scenes::SCENES;
use rope_params::Params;

/// Play, pause, step and speed of the animation.
#[component]
pub fn PlayControls(motion: Motion) -> impl IntoView {
    let state = use_app_state();
    view! {
        <div class="play" role="group" aria-label="animation">
            <button type="button" data-testid="play" aria-pressed=move || motion.playing.get().to_string()
                on:click=move |_| motion.playing.update(|p| *p = !*p)>
                {move || if motion.playing.get() { "❚❚ pause" } else { "▶ play" }}
            </button>
            <button type="button" data-testid="step-back" on:click=move |_| motion.step(&state, -1)>"−1 token"</button>
            <button type="button" data-testid="step" on:click=move |_| motion.step(&state, 1)>"+1 token"</button>
            <label>"play speed "
                <select data-testid="speed" on:change=move |ev| {
                    if let Ok(v) = event_target_value(&ev).parse::<f64>() { state.edit(|p| p.view.speed_tokens_per_s = v) }
                }>
                    {[0.5, 1.0, 2.0, 5.0, 20.0, 100.0, 1000.0].into_iter().map(|v| view! {
                        <option value=v.to_string() selected=move || motion.speed.get() == v>{format!("{v} tokens/s")}</option>
                    }).collect_view()}
                </select>
            </label>
            <Show when=move || motion.reduced.get()>
                <span class="hint">"Reduced motion: positions move in whole-token steps."</span>
            </Show>
        </div>
    }
}

#[component]
pub fn PairsPanel(root: NodeRef<Section>) -> impl IntoView {
    let state = use_app_state();
    let defaults = Params::default();
    let pinned = state.params.with_untracked(|p| {
        p.scene.is_some() || p.probe.m != defaults.probe.m || p.probe.n != defaults.probe.n
    });
    let motion = use_motion(state, use_on_screen(root), !pinned);
    let lock = Memo::new(move |_| state.params.with(|p| p.view.lock_offset));
    let vectors = Memo::new(move |_| state.params.with(|p| p.query_key_pairs()));
    let rows = Memo::new(move |_| {
        let (m, n) = state.params.with(|p| (p.probe.m as f64, p.probe.n as f64));
        let (q, k) = vectors.get();
        state.freqs.with(|f| {
            f.inv_freq
                .iter()
                .enumerate()
                .filter_map(|(i, &t)| {
                    Some(Row {
                        pair: i,
                        numbers: PairNumbers::new(*q.get(i)?, *k.get(i)?, t, m, n),
                    })
                })
                .collect::<Vec<_>>()
        })
    });
    let selected = Memo::new(move |_| {
        let i = state.params.with(|p| p.probe.pair);
        rows.with(|r| r.get(i).map(|row| row.numbers))
            .unwrap_or_else(|| PairNumbers::new((1.0, 1.0), (1.0, 1.0), 1.0, 0.0, 0.0))
    });
    let total = move |f: fn(&PairNumbers) -> f64| {
        Signal::derive(move || rows.with(|r| r.iter().map(|row| f(&row.numbers)).sum::<f64>()))
    };
    // The tip being dragged, and the plot box as the press found it (read once, not per move).
    let drag = StoredValue::new(None::<(Which, PlotFrame)>);
    let label = Signal::derive(move || {
        let p = state.params.get();
        format!(
            "{} circles, one per shown pair, each with the query turned by m·θ (m = {}) and the key by n·θ (n = {}); \
             the table below lists every angle. Drag a tip of the highlighted pair, or focus and use the arrow keys.",
            shown_pairs(p.num_pairs(), p.probe.pair).len(), p.probe.m, p.probe.n
        )
    });
    // A memo: the options are rewritten when the number of pairs changes, not at every step of m.
    let pair_count = Memo::new(move |_| state.params.with(Params::num_pairs));
    view! {
        <p class="lede">
            "Each pair of a query and a key is a 2D vector. RoPE turns the query by m·θ and the key by n·θ. "
            "Fast pairs spin like a second hand, slow ones crawl like an hour hand; the angle between q and k, "
            "and so their dot product, depends only on the offset m − n. Press play: both move, the score stays."
        </p>
        <div class="scenes" role="group" aria-label="worked examples">
            {SCENES.iter().filter(|s| s.id != "slow-pair").map(|s| view! {
                <button type="button" data-testid=format!("scene-{}", s.id) title=s.description
                    on:click=move |_| { motion.playing.set(false); state.apply(|p| s.apply(p)); }>{s.label}</button>
            }).collect_view()}
        </div>
        <div class="controls">
            <ParamSlider label="query position m" key="m" min=0.0 max=10000.0
                get=|p| p.probe.m as f64
                set=|p: &mut Params, v: f64| { let locked = p.view.lock_offset; set_position(p, Which::Q, v, locked) }
                format=|v| format!("token {v}") exact=true exact_range=(0.0, 1e8)/>
            <ParamSlider label="key position n" key="n" min=0.0 max=10000.0
                get=|p| p.probe.n as f64
                set=|p: &mut Params, v: f64| { let locked = p.view.lock_offset; set_position(p, Which::K, v, locked) }
                format=|v| format!("token {v}") exact=true exact_range=(0.0, 1e8)/>
            <Checkbox label="lock the offset m − n (move both together)" testid="lock-offset"
                checked=lock set=move |on| state.edit(|p| p.view.lock_offset = on)/>
            <PairSelect count=pair_count/>
            <ParamSelect label="vectors" key="vec"
                options=vec![("ones".into(), "q = k = ones".into()), ("gaussian-same".into(), "q = k, random (seeded)".into()), ("random".into(), "random (seeded)".into()), ("custom".into(), "your own (drag)".into())]
                get=|p| p.probe.vec.slug().to_string()
                set=|p, v| p.probe.vec = VecChoice::from_slug(v).unwrap_or(VecChoice::Ones)/>
            <ParamSelect label="which dimensions pair up" key="layout"
                options=vec![("half".into(), "half: i with i + d/2 (rotate_half)".into()), ("interleaved".into(), "interleaved: 2i with 2i + 1".into())]
                get=|p| p.probe.layout.slug().to_string()
                set=|p, v| p.probe.layout = Layout::from_slug(v).unwrap_or(Layout::Half)/>
        </div>
        <PlayControls motion=motion/>
        <div class="pairs-canvas" role="group" tabindex="0" data-testid="pairs-canvas-focus" aria-label="pair planes: arrow keys turn or stretch q of the selected pair, with Shift k"
            on:keydown=move |ev: web_sys::KeyboardEvent| {
                if nudge(&state, &ev.key(), ev.shift_key()) { ev.prevent_default() }
            }
            on:pointerdown=move |ev: web_sys::PointerEvent| {
                let pressed = pointer_in_plot(&ev).and_then(|(canvas, point)| {
                    let frame = plot_frame(&canvas);
                    hit(&state, frame, point).map(|which| (which, frame))
                });
                if let Some(pressed) = pressed {
                    motion.playing.set(false);
                    drag.set_value(Some(pressed));
                    ev.prevent_default();
                }
            }
            on:pointermove=move |ev: web_sys::PointerEvent| {
                if let (Some((which, frame)), Some((_, point))) = (drag.get_value(), pointer_in_plot(&ev)) {
                    drag_to(&state, frame, which, point);
                }
            }
            on:pointerup=move |_| drag.set_value(None)
            on:pointerleave=move |_| drag.set_value(None)>
            <PlotCanvas testid="plot-pairs" label=label aspect=0.42 min_height_css_px=200.0 max_height_css_px=900.0
                height_for_width=Callback::new(move |w: f64| {
                    let pairs = state.params.with(|p| shown_pairs(p.num_pairs(), p.probe.pair));
                    layout(w, &pairs).1
                })
                picture=paint(move |area, style| draw(&area, &picture(&state, motion.frac.get()), style))
                export=paint(move |area, style| draw(&area, &picture(&state, 0.0), style))/>
        </div>
        <ScoreReadout pair=selected pair_index=Signal::derive(move || state.params.with(|p| p.probe.pair))
            offset_tokens=Signal::derive(move || state.params.with(|p| p.probe.m as f64 - p.probe.n as f64))
            total_direct=total(|n| n.direct) total_formula=total(|n| n.formula)
            num_pairs=Signal::derive(move || state.params.with(Params::num_pairs))/>
        <Proof pair=selected m=Signal::derive(move || state.params.with(|p| p.probe.m)) n=Signal::derive(move || state.params.with(|p| p.probe.n))/>
        <PairsTable rows=rows/>
    }
}

/// The selected pair (`pair` in the URL): highlighted in every panel. The options are markup,
/// written when the pair count changes: options built as views, each with its own `selected`
/// closure, left memory behind on every change of `d` (BENCHMARKS.md).
#[component]
fn PairSelect(count: Memo<usize>) -> impl IntoView {
    let state = use_app_state();
    let selected = Memo::new(move |_| state.params.with(|p| p.probe.pair.to_string()));
    let options = Memo::new(move |_| {
        (0..count.get())
            .map(|i| format!(r#"<option value="{i}">pair {i}</option>"#))
            .collect::<String>()
    });
    let select = NodeRef::<leptos::html::Select>::new();
    let writer = MarkupWriter::new();
    // One effect for both, in this order: new options reset the choice, which is then set again.
    Effect::new(move |_| {
        let Some(el) = select.get() else { return };
        options.with(|html| writer.write(&el, html));
        el.set_value(&selected.get());
    });
    let id = scoped_id("param-pair");
    view! {
        <div class="control">
            <label for=id.clone()><span class="control-name">"selected pair"</span></label>
            <select id=id data-testid="param-pair" node_ref=select
                on:change=move |ev| {
                    if let Ok(i) = event_target_value(&ev).parse::<usize>() { state.edit(|p| p.probe.pair = i) }
                }>
            </select>
        </div>
    }
}

/// The canvas under a pointer event and the pointer's place on it, in the canvas's CSS px: read
/// from the canvas, not the event's target (a press on the padding targets the group), and
/// undoing any CSS transform a deck scales its slides with.
fn pointer_in_plot(ev: &web_sys::PointerEvent) -> Option<(web_sys::HtmlElement, (f64, f64))> {
    use wasm_bindgen::JsCast;
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let canvas = target
        .closest(".pairs-canvas")
        .ok()??
        .query_selector("canvas")
        .ok()??
        .dyn_into::<web_sys::HtmlElement>()
        .ok()?;
    let (width_css_px, height_css_px) = (
        f64::from(canvas.offset_width()),
        f64::from(canvas.offset_height()),
    );
    let rect = canvas.get_bounding_client_rect();
    if width_css_px < 1.0 || rect.width() < 1.0 || rect.height() < 1.0 {
        return None;
    }
    let point = (
        (f64::from(ev.client_x()) - rect.left()) * width_css_px / rect.width(),
        (f64::from(ev.client_y()) - rect.top()) * height_css_px / rect.height(),
    );
    Some((canvas, point))
}

/// The plot box `canvas` draws in: its size, whether it fills a slide, and its picture's scale.
fn plot_frame(canvas: &web_sys::HtmlElement) -> PlotFrame {
    let (width_css_px, height_css_px) = (
        f64::from(canvas.offset_width()),
        f64::from(canvas.offset_height()),
    );
    let fit = crate::plot::fit::read_fit(canvas, width_css_px, height_css_px);
    PlotFrame {
        width_css_px,
        height_css_px,
        boxed: fit.fill,
        scale: fit.scale,
    }
}

//! Figure `rope-layer`: where the rotation happens in one attention layer. The token's vector
//! is multiplied by W_q, W_k and W_v; only q and k are then turned, each by its own position;
//! the scores, softmax and the mix of values follow. While a model writes, each key enters the
//! cache already turned by its position and is never turned again: the dial shows the cached
//! keys at n·θ and the new query at m·θ (pair 0, one radian per token).

use super::frame::FigureFrame;
use crate::plot::canvas::PlotCanvas;
use crate::plot::dial::{draw_dial, Dial, Hand};
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::state::use_app_state;
use crate::widgets::readout::Num;
use crate::widgets::slider::KeySlider;
use leptos::prelude::*;
use plotters::style::{Color, RGBAColor};
use rope_params::figures::plot_of;

/// The last position the slider reaches: enough keys to see the cache fill, few enough that
/// every hand stays apart.
const LAST_POSITION: f64 = 12.0;

/// Pair 0's speed (radians per token) of the settings.
fn pair0_theta_rad(p: &rope_params::Params) -> f64 {
    rope_math::frequencies(&p.rope)
        .inv_freq
        .first()
        .copied()
        .unwrap_or(1.0)
}

/// The dial: every cached key (n = 0 … m − 1) turned by n·θ, the newest strongest, and the
/// query of the token being written turned by m·θ.
fn dial(m: u64, theta_rad: f64, style: &PlotStyle) -> Dial {
    let k = style.k_colour();
    let mut hands: Vec<Hand> = (0..m)
        .map(|n| {
            let age = (m - 1 - n) as f64 / m.max(1) as f64;
            Hand {
                angle_rad: n as f64 * theta_rad,
                colour: RGBAColor(k.0, k.1, k.2, 1.0 - 0.6 * age),
                label: if n + 1 == m {
                    format!("k at {n}")
                } else if n == 0 {
                    "k at 0".to_string()
                } else {
                    String::new()
                },
            }
        })
        .collect();
    hands.push(Hand {
        angle_rad: m as f64 * theta_rad,
        colour: style.q_colour().to_rgba(),
        label: format!("q at {m}"),
    });
    Dial {
        title: format!("cached keys at n·θ, the new query at {m}·θ"),
        seen_rad: None,
        hands,
    }
}

#[component]
pub fn RopeLayerFigure() -> impl IntoView {
    let state = use_app_state();
    let m = Memo::new(move |_| state.params.with(|p| p.probe.m));
    let theta_rad = Memo::new(move |_| state.params.with(pair0_theta_rad));
    let label = Signal::derive(move || {
        format!(
            "One attention layer: W_q, W_k and W_v make q, k and v; only q and k are turned, each by its own position; \
             the {} cached keys were turned once, by n·θ, when they were written, and the new query by {}·θ.",
            m.get(),
            m.get()
        )
    });
    view! {
        <FigureFrame slug="rope-layer" caption="The rotation sits between the projections and the scores, on q and k only; keys enter the cache already turned, and stay as they are.">
            <div class="figure-split">
                <ol class="layer-flow" aria-label="one attention layer, step by step">
                    <li><span class="step">"x × W"<sub>"q"</sub>" = "<var class="q">"q"</var></span><span class="next">"→ "<span class="step turn">"turn by "<var class="m">"m"</var>"·θ"</span></span><span class="next">"→ "<span class="step">"scores"</span></span></li>
                    <li><span class="step">"x × W"<sub>"k"</sub>" = "<var class="k">"k"</var></span><span class="next">"→ "<span class="step turn">"turn by "<var class="n">"n"</var>"·θ"</span></span><span class="next">"→ "<span class="step">"cache"</span></span></li>
                    <li><span class="step">"x × W"<sub>"v"</sub>" = v"</span><span class="next">"→ "<span class="step">"cache, never turned"</span></span></li>
                    <li><span class="step">"scores ÷ √d"</span><span class="next">"→ "<span class="step">"softmax"</span></span><span class="next">"→ "<span class="step">"× values"</span></span><span class="next">"→ "<span class="step">"output"</span></span></li>
                </ol>
                <div>
                <PlotCanvas testid=plot_of("rope-layer") label=label aspect=0.75 min_height_css_px=130.0 max_height_css_px=240.0
                    picture=paint(move |area, style| draw_dial(&area, &dial(m.get(), theta_rad.get(), style), style))/>
                </div>
            </div>
            <p class="readout-line" aria-live="polite">
                "Cached keys: " <Num testid="layer-cached-keys" value=Signal::derive(move || m.get() as f64) digits=0/>
                ", each turned once; the new query and key: "
                <Num testid="layer-query-angle-rad" value=Signal::derive(move || m.get() as f64 * theta_rad.get()) digits=3/>
                " rad."
            </p>
            <div class="controls compact">
                <KeySlider label="position m of the token being written" key="m" min=1.0 max=LAST_POSITION
                    format=|v| format!("{v}")/>
            </div>
        </FigureFrame>
    }
}

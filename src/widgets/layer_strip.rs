//! A model's layers as a strip of cells, one per layer, coloured by what each does with
//! position: rotating within a window or chunk, rotating over the whole text, or not rotating
//! at all (the highlight, as the temperature figure's line for those layers). Read from the
//! preset's config (`rope_math::presets::layer_stack`); the temperature figure and the lab's
//! preset picker show it.

use crate::format::tokens;
use leptos::prelude::*;
use rope_math::presets::{LayerKind, LayerStack};

fn cell_class(layer: &LayerKind) -> &'static str {
    match layer {
        LayerKind::NoRope => "layer no-rope",
        LayerKind::Rope {
            reach_tokens: Some(_),
            ..
        } => "layer local",
        LayerKind::Rope { .. } => "layer global",
    }
}

/// The legend's words for each kind present, with the counts.
fn legend(stack: &LayerStack) -> Vec<(&'static str, String)> {
    let (no_rope, local, global) = stack.counts();
    let base_of = |want_reach: bool| {
        stack.layers.iter().find_map(|l| match l {
            LayerKind::Rope { base, reach_tokens } if reach_tokens.is_some() == want_reach => {
                Some((*base, *reach_tokens))
            }
            _ => None,
        })
    };
    let mut out = Vec::new();
    if let Some((base, Some(reach))) = base_of(true) {
        let how = if stack.chunked {
            "chunks of"
        } else {
            "a window of"
        };
        out.push((
            "layer local",
            format!(
                "{local} rotate, base {}, within {how} {} tokens",
                tokens(base),
                tokens(reach as f64)
            ),
        ));
    }
    if let Some((base, _)) = base_of(false) {
        out.push((
            "layer global",
            format!(
                "{global} rotate, base {}, over the whole text",
                tokens(base)
            ),
        ));
    }
    if no_rope > 0 {
        out.push((
            "layer no-rope",
            format!("{no_rope} without RoPE, over the whole text"),
        ));
    }
    out
}

/// The strip (hook `layer-strip`, its counts in data attributes) and its legend.
#[component]
pub fn LayerStrip(
    #[prop(into)] stack: Signal<Option<LayerStack>>,
    label: Signal<String>,
) -> impl IntoView {
    move || {
        stack.with(|s| {
            s.as_ref().map(|s| {
                let (no_rope, local, global) = s.counts();
                let cells = s
                    .layers
                    .iter()
                    .map(|l| view! { <span class=cell_class(l)></span> })
                    .collect_view();
                let keys = legend(s)
                    .into_iter()
                    .map(|(class, words)| view! { <li><span class=class aria-hidden="true"></span>{words}</li> })
                    .collect_view();
                view! {
                    <div class="layer-strip-wrap">
                        <div class="layer-strip" role="img" aria-label=label data-testid="layer-strip"
                            data-layers=s.layers.len() data-no-rope=no_rope data-local=local data-global=global>
                            {cells}
                        </div>
                        <ul class="layer-legend">{keys}</ul>
                    </div>
                }
            })
        })
    }
}

//! The frame every figure shares: its hook `fig-<slug>`, a heading, the figure's own parts
//! (chart first, then a few controls), the caption, and the actions (embed, lab, PNG, SVG).
//! Alone (`?fig=`) the title is the page's heading; in the story it sits under the chapter's.

use super::actions::FigureActions;
use super::place::{figure_guess, figure_place, FigurePlace};
use crate::plot::export::provide_exports;
use crate::widgets::ids::provide_id_scope;
use leptos::html::Figure;
use leptos::prelude::*;

/// "show the answer": the figure moves to the settings its answer speaks of, if it names any.
fn show_answer(
    guess: super::place::Guess,
    state: Option<crate::state::AppState>,
    slug: &'static str,
) {
    let (Some(answer), Some(state)) = (guess.answer.get_value(), state) else {
        return;
    };
    let now = state.current();
    state.apply(|p| *p = super::place::with_answer(&now, slug, &answer));
}

/// One figure. `children` is the chart and its controls; `caption` one or two sentences (a
/// signal where it names the author's own example).
#[component]
pub fn FigureFrame(
    slug: &'static str,
    #[prop(into)] caption: Signal<String>,
    children: Children,
) -> impl IntoView {
    let spec = rope_params::figures::find(slug);
    let title = spec.map_or(slug, |s| s.title);
    let in_lab = spec.is_some_and(|s| s.in_lab);
    let heading_id = format!("fig-{slug}-title");
    let labelled_by = heading_id.clone();
    provide_id_scope(slug);
    let exports = provide_exports();
    let root = NodeRef::<Figure>::new();
    let heading = match figure_place() {
        FigurePlace::Alone => {
            view! { <h1 class="figure-title" id=heading_id>{title}</h1> }.into_any()
        }
        FigurePlace::Story => {
            view! { <h3 class="figure-title" id=heading_id>{title}</h3> }.into_any()
        }
    };
    // A guess: the answer (readouts, caption, the chart where it is the answer) stays hidden
    // until the reader uses any control of the figure or its reveal button.
    let guess = figure_guess();
    // Read here, in the figure's owner: an event handler has none.
    let app = use_context::<crate::state::AppState>();
    let state = guess.map(|g| move || if g.open.get() { "open" } else { "answered" });
    let answered = move || {
        if let Some(g) = guess.filter(|g| g.open.get_untracked()) {
            g.open.set(false);
        }
    };
    // A click counts when it works a control (a button, a link, a summary, a chart to drag),
    // not when it only selects text, nor when it opens a fold that shows none of the answer
    // (`data-not-a-move`: the share panel, a worked identity): a reader who only wanted to read
    // it had lost the guess.
    let clicked = move |ev: leptos::ev::MouseEvent| {
        use wasm_bindgen::JsCast;
        let on_control = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| {
                el.closest("button, a, summary, canvas, label")
                    .ok()
                    .flatten()
            })
            .is_some_and(|control| matches!(control.closest("[data-not-a-move]"), Ok(None)));
        if on_control {
            answered();
        }
    };
    let reveal = guess.map(|g| {
        view! {
            <Show when=move || g.open.get()>
                <p class="reveal-line">
                    <button type="button" class="reveal" data-testid="reveal" on:click=move |_| show_answer(g, app, slug)>"show the answer"</button>
                    " or move the figure yourself"
                </p>
            </Show>
        }
    });
    view! {
        <figure class="figure" node_ref=root data-testid=format!("fig-{slug}") aria-labelledby=labelled_by
            data-guess=state on:input=move |_| answered() on:change=move |_| answered() on:click=clicked>
            {heading}
            {children()}
            {reveal}
            <figcaption data-answer=guess.map(|_| "")>{caption}</figcaption>
            <FigureActions slug=slug title=title exports=exports in_lab=in_lab root=root/>
        </figure>
    }
}

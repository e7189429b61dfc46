//! The page: header, the correction notice, and one section per panel. With `?panel=<slug>`
//! only that panel is shown, with minimal chrome, for embedding in an `<iframe>`.

use crate::panels::coverage::CoveragePanel;
use crate::panels::frequencies::FrequenciesPanel;
use crate::panels::pairs::PairsPanel;
use crate::panels::score::ScorePanel;
use crate::panels::PANELS;
use crate::state::{provide_state, use_app_state};
use crate::widgets::ids::provide_id_scope;
use crate::widgets::select::ParamSelect;
use leptos::html::Section;
use leptos::prelude::*;
use leptos_use::use_intersection_observer;
use rope_math::{Choice, Theme};

/// The notice listing what the URL codec corrected; dismissible.
#[component]
fn CorrectionNotice() -> impl IntoView {
    let state = use_app_state();
    view! {
        <Show when=move || state.corrections.with(|c| !c.is_empty())>
            <div class="notice" role="status" data-testid="notice">
                <p>"Some settings in the address could not be used as given:"</p>
                <ul>
                    {move || {
                        state
                            .corrections
                            .get()
                            .into_iter()
                            .map(|c| view! { <li><code>{c.key}</code>": "{c.message}</li> })
                            .collect_view()
                    }}
                </ul>
                <button type="button" data-testid="notice-dismiss" on:click=move |_| state.corrections.set(Vec::new())>
                    "Dismiss"
                </button>
            </div>
        </Show>
    }
}

/// The panel component of a slug.
fn panel_body(slug: &str, root: NodeRef<Section>) -> AnyView {
    match slug {
        "frequencies" => view! { <FrequenciesPanel/> }.into_any(),
        "pairs" => view! { <PairsPanel root=root/> }.into_any(),
        "score" => view! { <ScorePanel/> }.into_any(),
        "coverage" => view! { <CoveragePanel/> }.into_any(),
        _ => view! { <p>"This panel is not available yet."</p> }.into_any(),
    }
}

/// Whether `root` is in view. Until the browser first reports (after the first frame) the
/// answer is yes: a change made right after loading must not wait for an idle moment.
fn in_view(root: NodeRef<Section>) -> Signal<bool> {
    let reported = RwSignal::new(None::<bool>);
    use_intersection_observer(root, move |entries, _| {
        if let Some(entry) = entries.last() {
            reported.set(Some(entry.is_intersecting()));
        }
    });
    Signal::derive(move || reported.get() != Some(false))
}

/// One panel in its section, with its hook `data-testid="panel-<slug>"`.
#[component]
fn PanelSection(slug: &'static str, title: &'static str) -> impl IntoView {
    let heading_id = format!("heading-{slug}");
    let labelled_by = heading_id.clone();
    let root = NodeRef::<Section>::new();
    // The panel's own view of the state: it follows every change while in view.
    provide_context(use_app_state().for_panel(in_view(root)));
    // Controls repeated in several panels (d, base, ...) get ids unique on the page.
    provide_id_scope(slug);
    view! {
        <section class="panel" node_ref=root data-testid=format!("panel-{slug}") aria-labelledby=labelled_by>
            <h2 id=heading_id>{title}</h2>
            {panel_body(slug, root)}
        </section>
    }
}

#[component]
fn ThemeSelect() -> impl IntoView {
    let options = [Theme::Auto, Theme::Light, Theme::Dark]
        .iter()
        .map(|t| (t.slug().to_string(), t.slug().to_string()))
        .collect();
    view! {
        <ParamSelect
            label="theme"
            key="theme"
            options=options
            get=|p| p.view.theme.slug().to_string()
            set=|p, v| p.view.theme = Theme::from_slug(v).unwrap_or(Theme::Auto)
        />
    }
}

#[component]
pub fn App() -> impl IntoView {
    let state = provide_state();
    // Read once: switching between embedded and full page is a new URL, not a live change.
    let embedded = state.params.with_untracked(|p| p.view.panel.clone());
    match embedded.and_then(|slug| PANELS.iter().find(|(s, _)| *s == slug).copied()) {
        Some((slug, title)) => view! {
            <main class="embed">
                <CorrectionNotice/>
                <PanelSection slug=slug title=title/>
                <p class="embed-credit"><a href="./" target="_blank" rel="noopener">"RoPE Explorer"</a></p>
            </main>
        }
        .into_any(),
        None => view! {
            <header class="site-header">
                <div>
                    <h1>"RoPE Explorer"</h1>
                    <p class="tagline">"Rotary position embeddings, one number at a time: move them and watch."</p>
                </div>
                <ThemeSelect/>
            </header>
            <main>
                <CorrectionNotice/>
                {PANELS.iter().map(|(slug, title)| view! { <PanelSection slug=*slug title=*title/> }).collect_view()}
            </main>
            <footer class="site-footer">
                <p>"Numbers computed in float64 exactly as Hugging Face transformers computes them. Every setting lives in the address: copy it to share this view."</p>
            </footer>
        }
        .into_any(),
    }
}

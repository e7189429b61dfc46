//! The lab (`?view=lab`): header, the correction notice, and one section per panel (the story
//! is served HTML: `crate::story`). With `?panel=<slug>`
//! only that panel is shown, with minimal chrome, for embedding in an `<iframe>`.

use crate::embed::report_height_to_parent;
use crate::figures::actions::lab_query;
use crate::figures::figure_view;
use crate::panels::coverage::CoveragePanel;
use crate::panels::frequencies::FrequenciesPanel;
use crate::panels::pairs::PairsPanel;
use crate::panels::score::ScorePanel;
use crate::panels::PANELS;
use crate::plot::export::Exports;
use crate::state::{provide_state, use_app_state};
use crate::widgets::heading::SubHeadingLevel;
use crate::widgets::ids::provide_id_scope;
use crate::widgets::notice::CorrectionNotice;
use crate::widgets::select::ParamSelect;
use leptos::html::Section;
use leptos::prelude::*;
use leptos_use::use_intersection_observer;
use rope_math::Choice;
use rope_params::Theme;

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

/// One panel in its section, with its hook `data-testid="panel-<slug>"`. `alone`: the panel is
/// the page (embedded), so its title is the page's level-one heading.
#[component]
fn PanelSection(
    slug: &'static str,
    title: &'static str,
    #[prop(default = false)] alone: bool,
    /// Build the panel's body in a task of its own after the page's (the lab's later panels:
    /// one long task building all four blocked a phone for half a second, BENCHMARKS.md).
    #[prop(default = false)]
    later: bool,
) -> impl IntoView {
    let heading_id = format!("heading-{slug}");
    let labelled_by = heading_id.clone();
    let root = NodeRef::<Section>::new();
    // The panel's own view of the state: it follows every change while in view.
    let panel_state = use_app_state().for_panel(in_view(root));
    let exports = Exports::new();
    let dark = use_app_state().dark;
    let level = SubHeadingLevel(if alone { 2 } else { 3 });
    // The body's contexts are provided where it is built: a component has no owner of its
    // own, so contexts provided here would be the last panel's by the time a later body reads
    // them.
    let body = move || {
        provide_context(panel_state);
        // Controls repeated in several panels (d, base, ...) get ids unique on the page.
        provide_id_scope(slug);
        provide_context(exports);
        provide_context(level);
        panel_body(slug, root)
    };
    let built = RwSignal::new(!later);
    if later {
        set_timeout(move || built.set(true), std::time::Duration::ZERO);
    }
    let heading = if alone {
        view! { <h1 id=heading_id>{title}</h1> }.into_any()
    } else {
        view! { <h2 id=heading_id>{title}</h2> }.into_any()
    };
    view! {
        <section
            class="panel"
            node_ref=root
            data-testid=format!("panel-{slug}")
            aria-labelledby=labelled_by
            data-built=move || built.get().then_some("")
        >
            <div class="panel-head">
                {heading}
                <div class="panel-export" role="group" aria-label="download the plots">
                    <button type="button" class="needs-download" data-testid="export-png" on:click=move |_| exports.download_png(dark.get_untracked())>"PNG"</button>
                    <Show when=move || exports.has_svg()>
                        <button type="button" class="needs-download" data-testid="export-svg" on:click=move |_| exports.download_svg(dark.get_untracked())>"SVG"</button>
                    </Show>
                </div>
            </div>
            <Show when=move || built.get()>{body}</Show>
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

/// What the address asks for: one figure, one panel, a slug that names neither, or the page.
enum Shown {
    Figure(&'static str),
    Panel(&'static str, &'static str),
    Unknown,
    Page,
}

fn shown(state: &crate::state::AppState) -> Shown {
    let (fig, panel) = state
        .params
        .with_untracked(|p| (p.view.fig.clone(), p.view.panel.clone()));
    if let Some(spec) = fig.and_then(|slug| rope_params::figures::find(&slug)) {
        return Shown::Figure(spec.slug);
    }
    if let Some((slug, title)) =
        panel.and_then(|slug| PANELS.iter().find(|(s, _)| *s == slug).copied())
    {
        return Shown::Panel(slug, title);
    }
    // A figure or panel asked for by a name that is neither: list the real ones, rather than
    // the whole app squeezed into a blog's frame.
    let asked = state
        .corrections
        .with_untracked(|c| c.iter().any(|c| c.key == "fig" || c.key == "panel"));
    if asked {
        Shown::Unknown
    } else {
        Shown::Page
    }
}

/// The list of figure and panel names, for an address that named neither.
#[component]
fn ValidSlugs() -> impl IntoView {
    view! {
        <section class="panel" data-testid="valid-slugs">
            <h1>"No such figure or panel"</h1>
            <p>"RoPE Explorer shows one of these alone with "<code>"?fig=<name>"</code>" or "<code>"?panel=<name>"</code>":"</p>
            <h2>"Figures"</h2>
            <ul>
                {rope_params::figures::FIGURES.iter().map(|f| view! {
                    <li><a href=format!("./?fig={}", f.slug)><code>{f.slug}</code></a>": "{f.description}</li>
                }).collect_view()}
            </ul>
            <h2>"Panels"</h2>
            <ul>
                {PANELS.iter().map(|(slug, title)| view! {
                    <li><a href=format!("./?panel={slug}")><code>{*slug}</code></a>": "{*title}</li>
                }).collect_view()}
            </ul>
        </section>
    }
}

/// The small link under an embedded figure or panel: the lab with the same settings.
#[component]
fn EmbedCredit() -> impl IntoView {
    let state = use_app_state();
    let href = Memo::new(move |_| format!("./?{}", state.params.with(lab_query)));
    // A sandboxed frame may not open a new window: there the link opens the lab in the frame.
    let target = (!crate::embed::sandboxed()).then_some("_blank");
    view! {
        <p class="embed-credit"><a href=move || href.get() target=target rel="noopener">"RoPE Explorer"</a></p>
    }
}

#[component]
pub fn App() -> impl IntoView {
    let state = provide_state();
    // Read once: switching between embedded and full page is a new URL, not a live change.
    let shown = shown(&state);
    if !matches!(shown, Shown::Page) {
        report_height_to_parent();
    }
    crate::embed::mark_sandbox();
    match shown {
        Shown::Figure(slug) => view! {
            <main class="embed">
                <CorrectionNotice/>
                {figure_view(slug)}
                <EmbedCredit/>
            </main>
        }
        .into_any(),
        Shown::Panel(slug, title) => view! {
            <main class="embed">
                <CorrectionNotice/>
                <PanelSection slug=slug title=title alone=true/>
                <EmbedCredit/>
            </main>
        }
        .into_any(),
        Shown::Unknown => view! {
            <main class="embed">
                <ValidSlugs/>
            </main>
        }
        .into_any(),
        Shown::Page => view! {
            <header class="site-header">
                <div>
                    <h1>"RoPE Explorer · the lab"</h1>
                    <p class="tagline">"Rotary position embeddings, one number at a time: move them and watch."</p>
                </div>
                <nav class="site-nav" aria-label="views">
                    <a href="./" data-testid="story-link">"the story"</a>
                    <ThemeSelect/>
                </nav>
            </header>
            <main class="lab-panels">
                <CorrectionNotice/>
                {PANELS.iter().enumerate().map(|(k, (slug, title))| view! { <PanelSection slug=*slug title=*title later={k > 0}/> }).collect_view()}
            </main>
            <footer class="site-footer">
                <p>"Numbers computed in float64 exactly as Hugging Face transformers computes them. Every setting lives in the address: copy it to share this view."</p>
            </footer>
        }
        .into_any(),
    }
}

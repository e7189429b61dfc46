//! A figure's actions, folded behind one control in its footer (a reader comes first): copy an
//! `<iframe>` snippet with its current settings (also shown as text, with a Hugo shortcode
//! form), open the same settings in the lab, download PNG and SVG.

use super::code_action::CodeAction;
use super::place::{figure_place, FigurePlace};
use crate::address::app_address;
use crate::plot::card::{card_png, CardText};
use crate::plot::export::Exports;
use crate::state::use_app_state;
use leptos::prelude::*;
use leptos_use::use_element_size;
use rope_params::{Page, Params};

/// The query of the lab with the same settings (no figure, panel or backdrop).
pub fn lab_query(p: &Params) -> String {
    let mut lab = p.clone();
    lab.view.fig = None;
    lab.view.panel = None;
    lab.view.bg = rope_params::Background::Opaque;
    lab.view.page = Page::Lab;
    lab.to_query()
}

/// Where a figure's own page and its preview image are (`dist/fig/<slug>/`, written by
/// `make dist`): the snippet's stand-in where the frame cannot load.
#[derive(Debug)]
pub struct Fallback {
    pub page: String,
    pub image: String,
}

/// The HTML a blog pastes: the frame (its height a fallback; `embed.js` fits it to the figure),
/// then the figure's preview image linking to its page, for feeds and e-mail, which drop
/// frames and scripts; where `embed.js` runs, the frame loads and the script hides the image.
pub fn embed_html(
    src: &str,
    title: &str,
    height_css_px: f64,
    script: &str,
    fallback: &Fallback,
) -> String {
    let (src, title) = (attribute(src), attribute(title));
    let (page, image) = (attribute(&fallback.page), attribute(&fallback.image));
    format!(
        "<iframe src=\"{src}\" title=\"{title} (RoPE Explorer)\" width=\"100%\" height=\"{}\" \
         style=\"border:0\" loading=\"lazy\"></iframe>\n\
         <a class=\"rope-explorer-fallback\" href=\"{page}\"><img src=\"{image}\" \
         alt=\"{title}: an interactive figure of RoPE Explorer (open it)\" width=\"600\" height=\"315\" \
         style=\"max-width:100%;height:auto\"></a>\n<script src=\"{script}\" async></script>",
        height_css_px.ceil()
    )
}

/// `text` escaped for a double-quoted HTML attribute.
fn attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

/// The same as a Hugo shortcode (the README gives `layouts/shortcodes/rope-explorer.html`).
pub fn embed_hugo(query: &str, title: &str) -> String {
    format!("{{{{< rope-explorer query=\"{query}\" title=\"{title}\" >}}}}")
}

/// The figure card: its title, plots, readouts (as shown) and caption in one PNG.
fn download_card(
    slug: &'static str,
    title: &'static str,
    root: NodeRef<leptos::html::Figure>,
    exports: Exports,
    dark: bool,
) {
    let texts = |selector: &str| -> Vec<String> {
        root.get_untracked()
            .and_then(|r| r.query_selector_all(selector).ok())
            .map(|list| {
                (0..list.length())
                    .filter_map(|k| list.item(k).and_then(|n| n.text_content()))
                    .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "))
                    .filter(|t| !t.is_empty())
                    .collect()
            })
            .unwrap_or_default()
    };
    let text = CardText {
        title: title.to_string(),
        readouts: texts(".readout-line"),
        caption: texts("figcaption").join(" "),
    };
    match card_png(&exports, &text, dark) {
        Ok(url) => crate::files::download_url(&url, &format!("{slug}-card.png")),
        Err(e) => leptos::logging::warn!("card of {slug} not made: {e}"),
    }
}

#[component]
pub fn FigureActions(
    slug: &'static str,
    title: &'static str,
    exports: Exports,
    /// Whether the lab has this view (the link is offered only then).
    in_lab: bool,
    /// The figure's root: in the story, the frame's fallback height is the figure's own.
    root: NodeRef<leptos::html::Figure>,
) -> impl IntoView {
    let state = use_app_state();
    // In the story the state has no `fig` (the figure's settings are its own): the snippet
    // names the figure.
    let query = Memo::new(move |_| {
        state.params.with(|p| {
            let mut alone = p.clone();
            alone.view.fig = Some(slug.to_string());
            alone.to_query()
        })
    });
    let alone = figure_place() == FigurePlace::Alone;
    // Heights from a ResizeObserver: reading the layout at every change of the settings (an
    // animation changes them every frame) would force a layout each time.
    let page_size = use_element_size(document().document_element());
    let figure_size = use_element_size(root);
    let html = Memo::new(move |_| {
        let address = app_address();
        // Alone, the page is the figure; in the story, the figure plus the credit line under it.
        let measured = if alone {
            page_size.height.get()
        } else {
            figure_size.height.get() + 48.0
        };
        let height = Some(measured).filter(|h| *h > 48.0).unwrap_or(560.0);
        // The page is the figure's: its address names it, so the link adds only settings.
        let q = query.get();
        let settings = q
            .strip_prefix(&format!("fig={slug}"))
            .map_or(q.as_str(), |s| s.trim_start_matches('&'))
            .to_string();
        let fallback = Fallback {
            page: if settings.is_empty() {
                format!("{address}fig/{slug}/")
            } else {
                format!("{address}fig/{slug}/?{settings}")
            },
            image: format!("{address}fig/{slug}/preview.png"),
        };
        embed_html(
            &format!("{address}?{q}"),
            title,
            height,
            &format!("{address}embed.js"),
            &fallback,
        )
    });
    let hugo = Memo::new(move |_| embed_hugo(&query.get(), title));
    let copied = RwSignal::new(false);
    let copy = move |_| {
        let text = html.get_untracked();
        let clipboard = window().navigator().clipboard();
        let _ = clipboard.write_text(&text);
        copied.set(true);
    };
    let lab = Memo::new(move |_| format!("{}?{}", app_address(), state.params.with(lab_query)));
    let dark = state.dark;
    // Reader first: the author's tools wait behind one small control in the footer.
    view! {
        <details class="figure-share" data-testid="figure-share">
        <summary data-not-a-move="">"share, embed, download"</summary>
        <div class="figure-actions" role="group" aria-label="use this figure">
            <button type="button" class="needs-clipboard" data-testid="copy-embed" on:click=copy>
                {move || if copied.get() { "embed code copied" } else { "copy embed code" }}
            </button>
            <Show when=move || in_lab>
                <a class="needs-popup" data-testid="open-lab" href=move || lab.get() target="_blank" rel="noopener">"open in the lab"</a>
            </Show>
            <button type="button" class="needs-download" data-testid="export-png" on:click=move |_| exports.download_png(dark.get_untracked())>"PNG"</button>
            <button type="button" class="needs-download" data-testid="export-card" title="the title, the chart, the readouts and the caption in one PNG"
                on:click=move |_| download_card(slug, title, root, exports, dark.get_untracked())>"PNG card"</button>
            <Show when=move || exports.has_svg()>
                <button type="button" class="needs-download" data-testid="export-svg" on:click=move |_| exports.download_svg(dark.get_untracked())>"SVG"</button>
            </Show>
            <CodeAction slug=slug/>
            <details class="embed-code">
                <summary>"embed code"</summary>
                <pre data-testid="embed-code">{move || html.get()}</pre>
                <p>"Hugo (with the shortcode from the README):"</p>
                <pre data-testid="embed-code-hugo">{move || hugo.get()}</pre>
            </details>
        </div>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embed_html_carries_the_settings_a_title_and_lazy_loading() {
        let html = embed_html(
            "https://x.org/rope/?fig=rotate&m=10",
            "Rotate",
            431.2,
            "https://x.org/rope/embed.js",
            &Fallback {
                page: "https://x.org/rope/fig/rotate/?m=10".into(),
                image: "https://x.org/rope/fig/rotate/preview.png".into(),
            },
        );
        assert!(html.contains("src=\"https://x.org/rope/?fig=rotate&amp;m=10\""));
        assert!(html.contains(
            "<a class=\"rope-explorer-fallback\" href=\"https://x.org/rope/fig/rotate/?m=10\">"
        ));
        assert!(html.contains("<img src=\"https://x.org/rope/fig/rotate/preview.png\""));
        assert!(html.contains("title=\"Rotate (RoPE Explorer)\""));
        assert!(html.contains("loading=\"lazy\""));
        assert!(html.contains("height=\"432\""));
        assert!(html.contains("<script src=\"https://x.org/rope/embed.js\" async></script>"));
    }

    #[test]
    fn the_lab_link_keeps_the_settings_but_not_the_figure() {
        let (p, _) = Params::from_query("fig=slow-pairs&infer=100000&bg=transparent");
        let (lab, fixes) = Params::from_query(&lab_query(&p));
        assert!(fixes.is_empty());
        assert_eq!(lab.view.fig, None);
        assert_eq!(lab.view.page, Page::Lab);
        assert_eq!((lab.rope.d, lab.rope.infer_len_tokens), (512, 100_000));
    }
}

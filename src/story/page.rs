//! The story page: header with the lab link, contents, the chapters with previous/next links.

use super::body::ChapterBody;
use super::chapters::{chapters, PARTS};
use leptos::prelude::*;

/// The story: contents, then every chapter.
#[component]
pub fn StoryPage() -> impl IntoView {
    // The chapters exist only once the module has built them, after the browser tried to
    // follow the address's `#chapter`: follow it again once they are laid out.
    Effect::new(move |_| {
        request_animation_frame(|| {
            let hash = window().location().hash().unwrap_or_default();
            if let Some(id) = hash.strip_prefix('#').filter(|id| !id.is_empty()) {
                if let Some(chapter) = document().get_element_by_id(id) {
                    chapter.scroll_into_view();
                }
            }
        });
    });
    let list = chapters();
    let count = list.len();
    let toc = PARTS
        .iter()
        .enumerate()
        .map(|(part, heading)| {
            let items = list
                .iter()
                .enumerate()
                .filter(|(_, c)| c.part == part)
                .map(|(i, c)| view! { <li value=(i + 1).to_string()><a href=format!("#{}", c.id)>{c.title}</a></li> })
                .collect_view();
            view! { <li class="toc-part"><span>{*heading}</span><ol>{items}</ol></li> }
        })
        .collect_view();
    let sections = list
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let prev = (i > 0).then(|| {
                let p = &list[i - 1];
                view! { <a class="prev" rel="prev" href=format!("#{}", p.id)>"← " {p.title}</a> }
            });
            let next = (i + 1 < count).then(|| {
                let n = &list[i + 1];
                view! { <a class="next" rel="next" href=format!("#{}", n.id)>{n.title} " →"</a> }
            });
            let part_heading = (i == 0 || list[i - 1].part != c.part)
                .then(|| view! { <p class="part-heading">{PARTS[c.part]}</p> });
            let heading_id = format!("chapter-{}-title", c.id);
            let labelled_by = heading_id.clone();
            view! {
                {part_heading}
                <section class="chapter" id=c.id data-testid=format!("chapter-{}", c.id) aria-labelledby=labelled_by>
                    <h2 id=heading_id><span class="chapter-number">{i + 1}</span>" " {c.title}</h2>
                    <ChapterBody id=c.id body=c.body/>
                    <div class="chapter-nav">{prev}{next}</div>
                </section>
            }
        })
        .collect_view();
    view! {
        <main class="story" data-testid="story">
            <div class="story-intro">
                <p class="lede">
                    "A transformer reads every word of a text at once, so on its own it cannot tell which came first. "
                    "This is the story of how models get order back: the first tries, what goes wrong with them, and the "
                    "rotation almost every open model uses today, rotary position embedding or RoPE. Every number below is "
                    "computed as you read: move the sliders and watch it change."
                </p>
                <nav class="toc" aria-label="contents" data-testid="toc">
                    <h2>"Contents"</h2>
                    <ol class="toc-parts">{toc}</ol>
                </nav>
            </div>
            {sections}
            <p class="story-end">
                "Every figure works alone too, for a blog post or a slide: its "<b>"embed code"</b>" button gives the "
                <code>"<iframe>"</code>" snippet. The "<a href="./?view=lab">"lab"</a>" has all four views with every knob: model presets, pasted configs and each way of stretching the context."
            </p>
        </main>
    }
}

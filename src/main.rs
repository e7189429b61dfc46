//! Entry point: report panics to the console, take over the served copy of the story, mount
//! the app.

fn main() {
    console_error_panic_hook::set_once();
    // The served copy goes in the same task as the page is built: no frame shows both. (The
    // page loader starts this module only after the copy has been painted: see
    // scripts/prerender.mjs.)
    rope_explorer::story::prerendered::adopt();
    // The lab's served headings (scripts/prerender.mjs), likewise replaced by the live lab.
    if let Some(copy) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("prerender-lab"))
    {
        copy.remove();
    }
    leptos::mount::mount_to_body(rope_explorer::App);
}

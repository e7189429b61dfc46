//! Entry point: report panics to the console, take over the served copy (the story's, the
//! lab's, or a figure's or a panel's), mount the app.

fn main() {
    console_error_panic_hook::set_once();
    // The served copy goes in the same task as the page is built: no frame shows both. (The
    // page loader starts this module only after the copy has been painted: see
    // scripts/prerender.mjs.)
    rope_explorer::story::prerendered::adopt();
    leptos::mount::mount_to_body(rope_explorer::App);
}

//! Entry point: report panics to the console, mount the app.

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(rope_explorer::App);
}

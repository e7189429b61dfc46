//! Entry point: report panics to the console, then start what the page is (`rope_explorer::start`).

fn main() {
    console_error_panic_hook::set_once();
    rope_explorer::start();
}

//! A figure's numbers as code: a short Python + NumPy program (`rope_math::code`) that
//! recomputes them at the figure's current settings, shown on request, with copy and download.

use crate::files::download_text;
use crate::state::use_app_state;
use figure_code::program;
use leptos::prelude::*;

/// The `export-code` button and, once pressed, the `code-snippet` with copy and download.
#[component]
pub fn CodeAction(slug: &'static str) -> impl IntoView {
    let state = use_app_state();
    let open = RwSignal::new(false);
    // Written only while shown: a slider's every step would otherwise rebuild the text.
    let code = Memo::new(move |_| {
        if !open.get() {
            return String::new();
        }
        state.params.with(|p| {
            let mut alone = p.clone();
            alone.view.fig = Some(slug.to_string());
            program(slug, &alone).unwrap_or_default()
        })
    });
    let copied = RwSignal::new(false);
    let copy = move |_| {
        let _ = window()
            .navigator()
            .clipboard()
            .write_text(&code.get_untracked());
        copied.set(true);
    };
    let download = move |_| {
        download_text(
            &code.get_untracked(),
            &format!("rope-{slug}.py"),
            "text/x-python",
        )
    };
    view! {
        <button type="button" data-testid="export-code" aria-expanded=move || open.get().to_string()
            on:click=move |_| open.update(|o| *o = !*o)>
            {move || if open.get() { "hide code" } else { "code (Python)" }}
        </button>
        <Show when=move || open.get()>
            <div class="figure-code">
                <p>"Recomputes this figure's numbers at its current settings with NumPy, one line per number as "
                    <code>"<name> <value>"</code> ":"</p>
                <pre data-testid="code-snippet" tabindex="0">{move || code.get()}</pre>
                <button type="button" class="needs-clipboard" data-testid="copy-code" on:click=copy>
                    {move || if copied.get() { "code copied" } else { "copy code" }}
                </button>
                <button type="button" class="needs-download" data-testid="download-code" on:click=download>"download .py"</button>
            </div>
        </Show>
    }
}

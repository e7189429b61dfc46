//! A figure's numbers as a short Python + NumPy program (the figure's `export-code` action):
//! it recomputes them at the figure's current settings, the scaling methods as Hugging Face
//! transformers writes them, and prints one `<hook> <value>` line each, `<hook>` being the
//! `data-testid` of the number on the page. The end-to-end tests run every figure's program
//! and compare its lines with the page.

mod figs;
pub mod py;

use rope_params::Params;

/// Hugging Face's RoPE initialisers, ported to NumPy (for the figures that scale).
pub const HF_PRELUDE: &str = include_str!("hf.py");

/// The program of figure `slug` at `p` (the figure's own parameters), if it has one.
pub fn program(slug: &str, p: &Params) -> Option<String> {
    let body = figs::body(slug, p)?;
    let title = rope_params::figures::find(slug).map_or(slug, |s| s.title);
    let query = p.to_query();
    Some(format!(
        "# RoPE Explorer, figure \"{title}\" at ?{query}\n\
# Recomputes the figure's numbers with NumPy and prints one \"<hook> <value>\" line each\n\
# (<hook>: the number's data-testid on the page).\n\
import math\n\
\
import numpy as np\n\
\n\
\n\
def show(hook, value):\n    print(hook, repr(float(value)))\n\
\n\
\n\
{}",
        body.trim_start()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rope_params::figures::FIGURES;

    #[test]
    fn every_figure_has_a_whole_program() {
        for slug in FIGURES.iter().map(|f| f.slug) {
            let (p, _) = Params::from_query(&format!("fig={slug}"));
            let code = program(slug, &p).unwrap_or_default();
            // The header defines `show`; the body must call it.
            assert!(code.matches("show(").count() >= 2, "{slug}: prints nothing");
            assert!(!code.contains("{{"), "{slug}: a placeholder is left");
        }
    }
}

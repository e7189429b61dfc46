//! The frame every figure shares: its hook `fig-<slug>`, a heading, the figure's own parts
//! (chart first, then a few controls), the caption, and the actions (embed, lab, PNG, SVG).

use super::actions::FigureActions;
use crate::plot::export::provide_exports;
use crate::widgets::ids::provide_id_scope;
use leptos::prelude::*;

/// One figure. `children` is the chart and its controls; `caption` one or two sentences.
#[component]
pub fn FigureFrame(slug: &'static str, caption: &'static str, children: Children) -> impl IntoView {
    let spec = rope_math::figures::find(slug);
    let title = spec.map_or(slug, |s| s.title);
    let heading_id = format!("fig-{slug}-title");
    let labelled_by = heading_id.clone();
    provide_id_scope(slug);
    let exports = provide_exports();
    view! {
        <figure class="figure" data-testid=format!("fig-{slug}") aria-labelledby=labelled_by>
            <h1 class="figure-title" id=heading_id>{title}</h1>
            {children()}
            <figcaption>{caption}</figcaption>
            <FigureActions title=title exports=exports/>
        </figure>
    }
}

//! A heading inside a panel, one level under the panel's own: `<h3>` in the lab (under the
//! panel's `<h2>`), `<h2>` when the panel is alone and its title is the page's `<h1>`.

use leptos::prelude::*;

/// The level of a panel's sub-headings, provided by the panel's section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubHeadingLevel(pub u8);

/// A sub-heading at the level its panel gives (`<h3>` when none is provided).
#[component]
pub fn SubHeading(children: Children) -> impl IntoView {
    match use_context::<SubHeadingLevel>().map_or(3, |l| l.0) {
        2 => view! { <h2 class="subheading">{children()}</h2> }.into_any(),
        _ => view! { <h3 class="subheading">{children()}</h3> }.into_any(),
    }
}

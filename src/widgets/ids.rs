//! Element ids that stay unique when several panels or figures on one page show the same
//! control: each section provides a scope, and ids are `<scope>-<name>`.

use leptos::prelude::*;

/// The prefix of the ids inside one panel or figure.
#[derive(Clone, Copy, Debug)]
pub struct IdScope(pub &'static str);

/// Scopes the ids of the components created below this call (inside the caller).
pub fn provide_id_scope(scope: &'static str) {
    provide_context(IdScope(scope));
}

/// A page-unique element id for `name`: `<scope>-<name>`, or `name` where no scope is
/// provided. Call it while creating the component (it reads the context).
pub fn scoped_id(name: &str) -> String {
    match use_context::<IdScope>() {
        Some(IdScope(scope)) => format!("{scope}-{name}"),
        None => name.to_string(),
    }
}

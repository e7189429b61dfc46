//! Where the app is served: the page's own address, or, for a figure built as an element in
//! someone else's page, the folder `rope-figures.js` was loaded from. Embed snippets and lab
//! links point there.

use std::cell::RefCell;

thread_local! {
    /// Set when the module runs in someone else's page (`rope-figures.js` says where from).
    static APP_BASE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Records where the app is served, when that is not the page's own address.
pub fn set_app_base(base: Option<String>) {
    APP_BASE.with(|b| *b.borrow_mut() = base);
}

/// The app's address without a query: where `rope-figures.js` came from, or the page's own.
pub fn app_address() -> String {
    if let Some(base) = APP_BASE.with(|b| b.borrow().clone()) {
        return base;
    }
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return "./".to_string();
    };
    format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

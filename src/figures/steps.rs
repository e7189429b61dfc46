//! A figure's own steps, for a clicker: the lecture's "next" first moves the figure on (the
//! proof's next line, the rotation's play and pause) and only then the slide. A figure with
//! steps registers how it takes one; `take(1)` or `take(-1)` answers whether it did.

use leptos::prelude::*;

/// Where a figure puts its step handler (provided by the element that mounts it).
#[derive(Clone, Copy)]
pub struct FigureSteps(StoredValue<Option<Callback<i32, bool>>>);

impl FigureSteps {
    pub fn new() -> FigureSteps {
        FigureSteps(StoredValue::new(None))
    }

    /// Takes one step forward (`1`) or back (`-1`), or goes to its last step (`0`: the clicker
    /// going back into the slide); false when the figure has none left, or no steps at all.
    pub fn take(&self, direction: i32) -> bool {
        self.0
            .try_get_value()
            .flatten()
            .is_some_and(|step| step.run(direction))
    }
}

impl Default for FigureSteps {
    fn default() -> Self {
        FigureSteps::new()
    }
}

/// Registers the current figure's step handler, where a page asked for one.
pub fn provide_steps(step: impl Fn(i32) -> bool + Send + Sync + 'static) {
    if let Some(FigureSteps(slot)) = use_context::<FigureSteps>() {
        slot.set_value(Some(Callback::new(step)));
    }
}

impl std::fmt::Debug for FigureSteps {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("FigureSteps")
    }
}

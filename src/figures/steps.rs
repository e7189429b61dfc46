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

/// The swap step of the figures whose sentence trades its second and last words ("the dog bit
/// the man" becomes "the man bit the dog"): a clicker's first press makes the swap the lecture
/// opens with, and back undoes it; any other order (a shuffle by hand) is the lecturer's, and
/// the keys move the slides. `words` is the sentence's length.
pub fn swap_step(words: usize, order: &[usize], direction: i32) -> Option<Vec<usize>> {
    if words < 3 {
        return None;
    }
    let mut swapped: Vec<usize> = (0..words).collect();
    swapped.swap(1, words - 1);
    let original = order.iter().enumerate().all(|(i, &w)| i == w);
    match direction {
        1 if original => Some(swapped),
        -1 if order == swapped.as_slice() => Some(Vec::new()),
        _ => None,
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

#[cfg(test)]
mod tests {
    use super::swap_step;

    #[test]
    fn the_swap_is_one_step_forward_and_one_back() {
        // Forward from the original order: the second and last words trade places.
        assert_eq!(swap_step(5, &[], 1), Some(vec![0, 4, 2, 3, 1]));
        assert_eq!(swap_step(5, &[0, 1, 2, 3, 4], 1), Some(vec![0, 4, 2, 3, 1]));
        // Swapped: forward moves the slide on; back restores the sentence.
        assert_eq!(swap_step(5, &[0, 4, 2, 3, 1], 1), None);
        assert_eq!(swap_step(5, &[0, 4, 2, 3, 1], -1), Some(Vec::new()));
        // A shuffle by hand is left alone, and back at the original moves the slide back.
        assert_eq!(swap_step(5, &[3, 1, 0, 4, 2], 1), None);
        assert_eq!(swap_step(5, &[], -1), None);
        assert_eq!(swap_step(5, &[], 0), None);
    }
}

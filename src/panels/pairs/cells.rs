//! Which circles a plot box holds and where: one answer for drawing and for the pointer, so a
//! drag grabs the tip it is drawn at (a slide draws fewer, larger circles than a blog column).

use super::geometry::{layout_fill, layout_in, Cell};

/// A circle on a slide smaller than this (in the slide's scaled CSS px) is hard to read from
/// the back of a room.
const SLIDE_RADIUS_CSS_PX: f64 = 40.0;

/// The circles a box of `width_css_px` × `height_css_px` (the style's CSS px) draws for
/// `pairs`, each with its index into `pairs`. A blog column keeps the circles at their reading
/// size; a box that fills a slide (`boxed`) is filled, with fewer circles if all would be small.
pub fn shown_cells(
    width_css_px: f64,
    height_css_px: f64,
    boxed: bool,
    pairs: &[usize],
    selected: usize,
) -> Vec<(Cell, usize)> {
    if !boxed {
        return layout_in(width_css_px, height_css_px, pairs)
            .into_iter()
            .zip(0..)
            .collect();
    }
    let shown = on_a_slide(pairs, selected, |few| {
        layout_fill(width_css_px, height_css_px, few)
            .first()
            .map_or(0.0, |c| c.radius_css_px)
    });
    let few: Vec<usize> = shown.iter().map(|&i| pairs[i]).collect();
    layout_fill(width_css_px, height_css_px, &few)
        .into_iter()
        .zip(shown)
        .collect()
}

/// Which of `pairs` (indices into it) a slide draws: all, unless their circles would come out
/// smaller than [`SLIDE_RADIUS_CSS_PX`]; then four (the two fastest, one from the middle and
/// the slowest, the selected pair in place of the middle one), which the box draws larger.
fn on_a_slide(pairs: &[usize], selected: usize, radius_of: impl Fn(&[usize]) -> f64) -> Vec<usize> {
    let all: Vec<usize> = (0..pairs.len()).collect();
    if pairs.len() <= 4 || radius_of(pairs) >= SLIDE_RADIUS_CSS_PX {
        return all;
    }
    let n = pairs.len();
    let middle = pairs
        .iter()
        .position(|&p| p == selected)
        .filter(|&i| i > 1 && i + 1 < n)
        .unwrap_or(n / 2);
    vec![0, 1, middle, n - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slide_too_small_for_every_circle_draws_four() {
        let pairs = [0, 1, 2, 8, 16, 24, 30, 31];
        // Room enough: all of them.
        assert_eq!(on_a_slide(&pairs, 0, |_| 50.0).len(), 8);
        // Too small: the two fastest, the middle and the slowest.
        assert_eq!(on_a_slide(&pairs, 0, |_| 9.0), vec![0, 1, 4, 7]);
        // The selected pair, when among the middle ones, takes the middle's place.
        assert_eq!(on_a_slide(&pairs, 24, |_| 9.0), vec![0, 1, 5, 7]);
        // Four or fewer are all drawn however small.
        assert_eq!(on_a_slide(&pairs[..4], 0, |_| 1.0).len(), 4);
    }

    #[test]
    fn a_short_wide_slide_box_draws_four_larger_circles() {
        let pairs = [0, 1, 2, 8, 16, 24, 30, 31];
        let cells = shown_cells(700.0, 160.0, true, &pairs, 16);
        let indices: Vec<usize> = cells.iter().map(|(_, i)| *i).collect();
        assert_eq!(indices, vec![0, 1, 4, 7]);
        assert!(cells
            .iter()
            .all(|(c, _)| c.radius_css_px >= SLIDE_RADIUS_CSS_PX));
        // A blog column of the same size draws every pair.
        assert_eq!(shown_cells(700.0, 160.0, false, &pairs, 16).len(), 8);
    }
}

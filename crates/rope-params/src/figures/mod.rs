//! The figures that can be shown alone (`?fig=<slug>`): each starts from the worked example it
//! teaches, which is also the baseline the URL codec writes against, so a figure's URL holds
//! only what the reader changed.

use crate::params::groups::Params;
use std::sync::LazyLock;

/// One figure's name, words and starting parameters.
#[derive(Clone, Copy, Debug)]
pub struct FigureSpec {
    /// URL value (`fig=<slug>`).
    pub slug: &'static str,
    pub title: &'static str,
    /// One line: what the figure shows.
    pub description: &'static str,
    /// The `data-testid` of the figure's chart (the canvas the tests watch draw).
    pub plot: &'static str,
    /// Whether the lab has the same view ("open in the lab" is offered only then).
    pub in_lab: bool,
    pub(crate) set: fn(&mut Params),
}

impl FigureSpec {
    /// Sets this figure's starting RoPE settings and probe (the view is kept).
    pub fn apply(&self, p: &mut Params) {
        (self.set)(p);
    }
}

mod long_context;
mod marks;
mod research;
mod rotation;

/// Every figure, in reading order: the parts' rows, one row a figure.
pub static FIGURES: LazyLock<Vec<FigureSpec>> = LazyLock::new(|| {
    [
        marks::PART,
        rotation::PART,
        long_context::PART,
        research::PART,
    ]
    .concat()
});

/// The `data-testid` of `slug`'s chart, as its registry row gives it.
pub fn plot_of(slug: &str) -> &'static str {
    find(slug).map_or("plot", |f| f.plot)
}

/// The figure with this slug.
pub fn find(slug: &str) -> Option<&'static FigureSpec> {
    FIGURES.iter().find(|f| f.slug == slug)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_figure_has_one_slug_and_the_codec_reads_it() {
        for (i, f) in FIGURES.iter().enumerate() {
            assert!(
                FIGURES[i + 1..].iter().all(|g| g.slug != f.slug),
                "{}",
                f.slug
            );
            let (p, fixes) = Params::from_query(&format!("fig={}", f.slug.to_uppercase()));
            assert_eq!(p.view.fig.as_deref(), Some(f.slug));
            assert!(fixes.is_empty(), "{}: {fixes:?}", f.slug);
        }
        let (p, fixes) = Params::from_query("fig=no-such-figure");
        assert_eq!((p.view.fig, fixes.len()), (None, 1));
    }

    #[test]
    fn starting_parameters_are_already_clamped() {
        for f in FIGURES.iter() {
            let mut p = Params::default();
            f.apply(&mut p);
            let (clamped, fixes) = p.clone().clamped();
            assert!(fixes.is_empty(), "{}: {fixes:?}", f.slug);
            assert_eq!(clamped, p, "{}", f.slug);
        }
    }
}

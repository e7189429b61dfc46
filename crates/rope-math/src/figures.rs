//! The figures that can be shown alone (`?fig=<slug>`): each starts from the worked example it
//! teaches, which is also the baseline the URL codec writes against, so a figure's URL holds
//! only what the reader changed.

use crate::params::Params;

/// One figure's name, words and starting parameters.
#[derive(Clone, Copy, Debug)]
pub struct FigureSpec {
    /// URL value (`fig=<slug>`).
    pub slug: &'static str,
    pub title: &'static str,
    /// One line: what the figure shows.
    pub description: &'static str,
    set: fn(&mut Params),
}

impl FigureSpec {
    /// Sets this figure's starting RoPE settings and probe (the view is kept).
    pub fn apply(&self, p: &mut Params) {
        (self.set)(p);
    }
}

/// Every figure, in reading order.
pub static FIGURES: &[FigureSpec] = &[
    FigureSpec {
        slug: "rotate",
        title: "Rotate instead of add",
        description: "the word 'cat' at positions 3 and 7 and again at 10 and 14: both turn, the score stays 0.8934",
        set: |p| {
            if let Some(scene) = crate::scenes::find("cat") {
                scene.apply(p);
                p.scene = None;
            }
        },
    },
    FigureSpec {
        slug: "frequencies",
        title: "Many pairs, many speeds",
        description: "how fast each pair turns, θᵢ = base^(−2i/d), and its wavelength in tokens",
        set: |_| {},
    },
    FigureSpec {
        slug: "score-distance",
        title: "Score against distance",
        description: "the score of q and k as their offset grows: a soft preference for nearby tokens",
        set: |_| {},
    },
    FigureSpec {
        slug: "slow-pairs",
        title: "Angles never seen",
        description: "trained to 8,192 tokens, the slowest pairs of d = 512 only swept part of their circle; at 50,000 they land on new angles",
        set: |p| {
            p.rope.d = 512;
            p.rope.base = 10000.0;
            p.rope.train_len_tokens = 8192;
            p.rope.infer_len_tokens = 50_000;
            p.probe.pair = 255;
        },
    },
];

/// The figure with this slug.
pub fn find(slug: &str) -> Option<&'static FigureSpec> {
    FIGURES.iter().find(|f| f.slug == slug)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::limits;

    #[test]
    fn every_slug_the_codec_accepts_has_a_figure_and_back() {
        let slugs: Vec<&str> = FIGURES.iter().map(|f| f.slug).collect();
        assert_eq!(slugs, limits::FIGURES);
    }

    #[test]
    fn starting_parameters_are_already_clamped() {
        for f in FIGURES {
            let mut p = Params::default();
            f.apply(&mut p);
            let (clamped, fixes) = p.clone().clamped();
            assert!(fixes.is_empty(), "{}: {fixes:?}", f.slug);
            assert_eq!(clamped, p, "{}", f.slug);
        }
    }
}

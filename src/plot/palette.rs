//! The site's one palette: every colour that means something, named by its meaning, the same
//! meaning in both themes (only lightened on a dark background). Orange is the query and its
//! position m, blue the key and its position n, and nothing else; the highlight (teal) is what
//! a figure asks you to look at; crimson is what lies outside training; the training length is
//! one dashed foreground line wherever it is drawn; scores above and below zero are green and
//! purple. The stylesheet's `--q`, `--k`, `--highlight` and `--outside` are the same colours.

use super::style::PlotStyle;
use plotters::style::RGBColor;

/// A colour for the light theme and for the dark one.
const fn pick(dark: bool, light_rgb: RGBColor, dark_rgb: RGBColor) -> RGBColor {
    if dark {
        dark_rgb
    } else {
        light_rgb
    }
}

impl PlotStyle {
    /// The query and its position m, the same as `$q$` and `$m$` in the prose.
    pub fn q_colour(&self) -> RGBColor {
        pick(
            self.dark,
            RGBColor(0xb3, 0x47, 0x00),
            RGBColor(0xff, 0xa1, 0x5c),
        )
    }

    /// The key and its position n, the same as `$k$` and `$n$` in the prose.
    pub fn k_colour(&self) -> RGBColor {
        pick(
            self.dark,
            RGBColor(0x1f, 0x5f, 0xbf),
            RGBColor(0x8a, 0xb4, 0xff),
        )
    }

    /// What a figure asks the reader to look at: the chosen head, method, model or curve.
    pub fn highlight(&self) -> RGBColor {
        pick(
            self.dark,
            RGBColor(0x00, 0x79, 0x6b),
            RGBColor(0x4d, 0xd0, 0xbd),
        )
    }

    /// Outside training: angles, lengths or tokens the model never saw, or a text cut off.
    pub fn outside(&self) -> RGBColor {
        pick(
            self.dark,
            RGBColor(0xc2, 0x18, 0x5b),
            RGBColor(0xff, 0x80, 0xab),
        )
    }

    /// The training length's line (drawn dashed, labelled "trained …", wherever it is drawn):
    /// the foreground, a little softened.
    pub fn training(&self) -> RGBColor {
        let (RGBColor(fr, fg, fb), RGBColor(br, bg, bb)) = (self.foreground(), self.background());
        let mix = |f: u8, b: u8| ((f64::from(f) * 0.7 + f64::from(b) * 0.3).round()) as u8;
        RGBColor(mix(fr, br), mix(fg, bg), mix(fb, bb))
    }

    /// What training covered, as a filled area (the trained bars, range and band): the grid's
    /// grey in light mode, a lighter one in dark mode, where the grid's grey all but vanishes
    /// on a projector.
    pub fn trained_fill(&self) -> RGBColor {
        pick(
            self.dark,
            RGBColor(0xd0, 0xd2, 0xd8),
            RGBColor(0x5c, 0x60, 0x6a),
        )
    }

    /// Chance: where the score of two unrelated random vectors usually falls (drawn as a pale
    /// band). Olive, so it is neither the score's own foreground nor the grid's grey.
    pub fn chance(&self) -> RGBColor {
        pick(
            self.dark,
            RGBColor(0x9a, 0xa8, 0x1e),
            RGBColor(0xb8, 0xc4, 0x4a),
        )
    }

    /// A score above zero, in a grid of scores.
    pub fn positive(&self) -> RGBColor {
        pick(
            self.dark,
            RGBColor(0x1b, 0x78, 0x37),
            RGBColor(0x7f, 0xc9, 0x7f),
        )
    }

    /// A score below zero, in a grid of scores.
    pub fn negative(&self) -> RGBColor {
        pick(
            self.dark,
            RGBColor(0x76, 0x2a, 0x83),
            RGBColor(0xc2, 0xa5, 0xcf),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn both() -> [PlotStyle; 2] {
        [false, true].map(|dark| PlotStyle {
            dark,
            device_from_css: 1.0,
            boxed: false,
        })
    }

    /// Hue in degrees of a colour.
    fn hue(RGBColor(r, g, b): RGBColor) -> f64 {
        let (r, g, b) = (f64::from(r), f64::from(g), f64::from(b));
        let (max, min) = (r.max(g).max(b), r.min(g).min(b));
        let d = max - min;
        let h = if d == 0.0 {
            0.0
        } else if max == r {
            ((g - b) / d).rem_euclid(6.0)
        } else if max == g {
            (b - r) / d + 2.0
        } else {
            (r - g) / d + 4.0
        };
        h * 60.0
    }

    /// How far apart two hues are on the colour wheel.
    fn apart(a: f64, b: f64) -> f64 {
        let d = (a - b).abs();
        d.min(360.0 - d)
    }

    #[test]
    fn orange_and_blue_are_the_query_and_the_key_alone() {
        for style in both() {
            let (q, k) = (hue(style.q_colour()), hue(style.k_colour()));
            assert!((15.0..40.0).contains(&q), "q {q}");
            assert!((210.0..225.0).contains(&k), "k {k}");
            for (name, c) in [
                ("highlight", style.highlight()),
                ("outside", style.outside()),
                ("chance", style.chance()),
                ("positive", style.positive()),
                ("negative", style.negative()),
            ] {
                let h = hue(c);
                assert!(apart(h, q) > 40.0 && apart(h, k) > 40.0, "{name} {h}");
            }
            // Outside training and a negative score never look alike.
            assert!(apart(hue(style.outside()), hue(style.negative())) > 30.0);
        }
    }

    #[test]
    fn a_meaning_keeps_its_hue_in_both_themes() {
        let [light, dark] = both();
        for (a, b) in [
            (light.highlight(), dark.highlight()),
            (light.outside(), dark.outside()),
            (light.chance(), dark.chance()),
            (light.positive(), dark.positive()),
            (light.negative(), dark.negative()),
        ] {
            assert!(apart(hue(a), hue(b)) < 20.0, "{} {}", hue(a), hue(b));
        }
    }
}

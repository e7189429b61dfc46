//! Fonts of the plots, lengths in CSS px turned into device px, and the neutral colours
//! (foreground, background, grid). The colours that mean something are in `palette.rs`. One
//! colour per pair index everywhere: fast pairs warm, slow pairs cool, so a reader can follow a
//! pair from panel to panel.

use plotters::style::{IntoFont, RGBColor, TextStyle};

/// What the plots need to know about the page's look.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlotStyle {
    pub dark: bool,
    /// Device pixels per CSS pixel: fonts, strokes and margins are multiplied by it.
    pub device_from_css: f64,
    /// The plot fills a box of its own shape (a slide), not a height its width decides: a
    /// picture in parts may then lay them out by the box's shape.
    pub boxed: bool,
}

impl PlotStyle {
    pub fn foreground(&self) -> RGBColor {
        if self.dark {
            RGBColor(0xe6, 0xe6, 0xea)
        } else {
            RGBColor(0x1d, 0x1f, 0x24)
        }
    }

    pub fn background(&self) -> RGBColor {
        if self.dark {
            RGBColor(0x17, 0x18, 0x1c)
        } else {
            RGBColor(0xff, 0xff, 0xff)
        }
    }

    /// Grid and faint guides.
    pub fn grid(&self) -> RGBColor {
        if self.dark {
            RGBColor(0x3a, 0x3c, 0x44)
        } else {
            RGBColor(0xdd, 0xde, 0xe3)
        }
    }

    /// A length given in CSS px (a font size, stroke width, margin or offset), in device px,
    /// at least 1.
    pub fn px(&self, css_px: f64) -> u32 {
        (css_px * self.device_from_css).round().max(1.0) as u32
    }

    /// A point given in CSS px, in device px.
    pub fn point(&self, (x, y): (f64, f64)) -> (i32, i32) {
        (
            (x * self.device_from_css).round() as i32,
            (y * self.device_from_css).round() as i32,
        )
    }

    /// A length given in device px, in CSS px.
    pub fn css_px(&self, device_px: u32) -> f64 {
        f64::from(device_px) / self.device_from_css.max(1e-9)
    }

    /// The plots' font, `css_px` high, in the foreground colour.
    pub fn font(&self, css_px: f64) -> TextStyle<'static> {
        ("sans-serif", self.px(css_px))
            .into_font()
            .color(&self.foreground())
    }

    /// The 12 px font of axis labels and titles.
    pub fn label_font(&self) -> TextStyle<'static> {
        self.font(12.0)
    }

    /// Text that reads on a `fill` of any colour: near-black on light fills, white on dark
    /// ones (by the fill's relative luminance, sRGB decoded), whatever the page's theme.
    pub fn ink_on(&self, fill: RGBColor) -> RGBColor {
        let linear = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        let luminance = 0.2126 * linear(fill.0) + 0.7152 * linear(fill.1) + 0.0722 * linear(fill.2);
        // Where black and white text have equal contrast: (L + 0.05)·(L + 0.05) = 1.05·0.05.
        if luminance > 0.179 {
            RGBColor(0x1d, 0x1f, 0x24)
        } else {
            RGBColor(0xff, 0xff, 0xff)
        }
    }

    /// The colour of pair `pair` of `num_pairs`.
    pub fn pair_colour(&self, pair: usize, num_pairs: usize) -> RGBColor {
        pair_colour(pair, num_pairs, self.dark)
    }
}

/// Pair colour: hue from orange-red (fastest) through green to blue-violet (slowest); lighter
/// on dark backgrounds so every pair keeps its contrast.
pub fn pair_colour(pair: usize, num_pairs: usize, dark: bool) -> RGBColor {
    let t = if num_pairs > 1 {
        pair as f64 / (num_pairs - 1) as f64
    } else {
        0.0
    };
    let hue_deg = 12.0 + 250.0 * t;
    let lightness = if dark { 0.66 } else { 0.42 };
    hsl_to_rgb(hue_deg, 0.78, lightness)
}

/// The inline style of a table row's swatch in the same colour.
pub fn pair_swatch_style(pair: usize, num_pairs: usize, dark: bool) -> String {
    let RGBColor(r, g, b) = pair_colour(pair, num_pairs, dark);
    format!("background:rgb({r},{g},{b})")
}

fn hsl_to_rgb(hue_deg: f64, saturation: f64, lightness: f64) -> RGBColor {
    let c = (1.0 - (2.0 * lightness - 1.0).abs()) * saturation;
    let h = (hue_deg.rem_euclid(360.0)) / 60.0;
    let x = c * (1.0 - (h % 2.0 - 1.0).abs());
    let (r, g, b) = match h as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = lightness - c / 2.0;
    let to_byte = |v: f64| ((v + m) * 255.0).round().clamp(0.0, 255.0) as u8;
    RGBColor(to_byte(r), to_byte(g), to_byte(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ink_reads_on_every_fill() {
        let style = PlotStyle {
            dark: false,
            device_from_css: 1.0,
            boxed: false,
        };
        let (dark_ink, white) = (RGBColor(0x1d, 0x1f, 0x24), RGBColor(0xff, 0xff, 0xff));
        assert_eq!(style.ink_on(RGBColor(0xff, 0xff, 0xff)), dark_ink);
        assert_eq!(style.ink_on(RGBColor(0x1f, 0x5f, 0xbf)), white);
        // Lime and cyan (the light pair colours) take dark ink, a deep blue white.
        assert_eq!(style.ink_on(RGBColor(0x8c, 0xd6, 0x2b)), dark_ink);
        assert_eq!(style.ink_on(RGBColor(0x2b, 0xc6, 0xd6)), dark_ink);
        assert_eq!(style.ink_on(RGBColor(0x2f, 0x5f, 0xc8)), white);
    }

    #[test]
    fn fastest_and_slowest_pairs_differ() {
        assert_ne!(pair_colour(0, 32, false), pair_colour(31, 32, false));
        assert_eq!(pair_colour(0, 1, true), pair_colour(0, 1, true));
    }

    #[test]
    fn lengths_scale_with_pixel_ratio() {
        let s = PlotStyle {
            dark: false,
            device_from_css: 2.0,
            boxed: false,
        };
        assert_eq!(s.px(12.0), 24);
        assert_eq!(s.px(0.1), 1);
        assert_eq!(s.point((1.5, -2.0)), (3, -4));
        assert_eq!(s.css_px(24), 12.0);
    }
}

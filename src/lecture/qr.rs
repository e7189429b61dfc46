//! A slide's QR code, made here and offline (qrcodegen): an SVG of dark squares on a light
//! quiet zone, one path, so it stays sharp on a projector and in print.

use qrcodegen::{QrCode, QrCodeEcc};

/// Modules of light margin around the code: the standard asks for four.
const QUIET_MODULES: i32 = 4;

/// The SVG of a QR code for `text` (`None` if it is too long for any QR version), labelled
/// for screen readers with `label`.
pub fn qr_svg(text: &str, label: &str) -> Option<String> {
    // Low error correction: a code on a screen or a printed page is not torn or stained, and
    // fewer, larger modules scan from the back of a room (slide 29's 57 modules at 92 px did
    // not decode from a 1024×768 screenshot).
    let code = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let size = code.size();
    let mut path = String::new();
    for y in 0..size {
        for x in 0..size {
            if code.get_module(x, y) {
                path.push_str(&format!(
                    "M{},{}h1v1h-1z",
                    x + QUIET_MODULES,
                    y + QUIET_MODULES
                ));
            }
        }
    }
    let side = size + 2 * QUIET_MODULES;
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" role=\"img\" \
         aria-label=\"{}\" shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" \
         fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>",
        label
            .replace('&', "&amp;")
            .replace('"', "&quot;")
            .replace('<', "&lt;")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slide_address_makes_a_square_code_with_its_quiet_zone() {
        let url = "https://example.org/rope/?fig=proof&m=5&n=3";
        let svg = qr_svg(url, "QR code: the figure of slide 17").unwrap_or_default();
        let code = QrCode::encode_text(url, QrCodeEcc::Low).map(|c| c.size());
        let side = code.unwrap_or(0) + 8;
        assert!(svg.contains(&format!("viewBox=\"0 0 {side} {side}\"")));
        // The finder pattern's corner module (top left) is dark.
        assert!(svg.contains("M4,4h1v1h-1z"));
        assert!(svg.contains("aria-label=\"QR code: the figure of slide 17\""));
    }

    #[test]
    fn text_too_long_for_any_version_gives_none() {
        assert!(qr_svg(&"x".repeat(5000), "x").is_none());
    }
}

//! Number formatting for display (the full value always goes in `data-value`).

/// `value` with `sig` significant digits; scientific notation outside 1e-3 ..1e7.
pub fn sig(value: f64, sig: usize) -> String {
    if !value.is_finite() {
        return "—".to_string();
    }
    if value == 0.0 {
        return "0".to_string();
    }
    let magnitude = value.abs().log10().floor() as i32;
    if !(-3..7).contains(&magnitude) {
        let s = format!("{:.*e}", sig.saturating_sub(1), value);
        let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
        return format!("{mantissa}×10{}", superscript(exp));
    }
    let decimals = (sig as i32 - 1 - magnitude).max(0) as usize;
    let s = format!("{value:.decimals$}");
    group_thousands(&s)
}

/// A log axis's tick in one style: a power of ten as "1", "10", "10⁻³"; anything else with two
/// significant digits. `sig` alone mixed "0.0010" and "1.0×10⁻⁴" on one axis.
pub fn log_tick(value: f64) -> String {
    let exp = value.abs().log10().round();
    if value > 0.0 && (value / 10f64.powf(exp) - 1.0).abs() < 1e-9 {
        match exp as i32 {
            0 => "1".to_string(),
            1 => "10".to_string(),
            e => format!("10{}", superscript(&e.to_string())),
        }
    } else {
        sig(value, 2)
    }
}

/// An exponent in superscript digits ("-4" → "⁻⁴").
fn superscript(exp: &str) -> String {
    exp.chars()
        .map(|c| match c {
            '-' => '⁻',
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            '9' => '⁹',
            other => other,
        })
        .collect()
}

/// Up to `sig` significant digits without trailing zeros ("10000", "0.5", "1.2773").
pub fn plain(value: f64, sig_digits: usize) -> String {
    let s = sig(value, sig_digits);
    if s.contains('.') && !s.contains('×') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// Inserts thin spaces between thousands of the integer part ("131 072").
pub fn group_thousands(s: &str) -> String {
    let (sign, rest) = s.strip_prefix('-').map_or(("", s), |r| ("-", r));
    let (int, frac) = rest
        .split_once('.')
        .map_or((rest, None), |(i, f)| (i, Some(f)));
    if int.len() <= 4 {
        return s.to_string();
    }
    let mut out = String::new();
    for (i, ch) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            out.push('\u{202f}');
        }
        out.push(ch);
    }
    match frac {
        Some(f) => format!("{sign}{out}.{f}"),
        None => format!("{sign}{out}"),
    }
}

/// A whole token count, grouped.
pub fn tokens(value: f64) -> String {
    group_thousands(&format!("{}", value.round() as i64))
}

/// A count with its noun, singular for one ("1 pair", "3 pairs"); `noun` takes a plain "s".
pub fn count_of(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{} {noun}s", group_thousands(&count.to_string()))
    }
}

/// A size in bytes with a decimal unit and 3 significant digits ("131 kB", "17.2 GB"): the
/// same units on an axis of powers of ten and in the text beside it.
pub fn bytes(value: f64) -> String {
    const UNITS: [&str; 7] = ["bytes", "kB", "MB", "GB", "TB", "PB", "EB"];
    if !value.is_finite() || value < 0.0 {
        return "—".to_string();
    }
    let mut scaled = value;
    let mut unit = 0;
    while scaled >= 999.5 && unit + 1 < UNITS.len() {
        scaled /= 1000.0;
        unit += 1;
    }
    format!("{} {}", plain(scaled, 3), UNITS[unit])
}

/// A large count in words ("16.8 million", "17.2 billion"), 3 significant digits.
pub fn count_words(value: f64) -> String {
    const NAMES: [(f64, &str); 4] = [
        (1e15, "quadrillion"),
        (1e12, "trillion"),
        (1e9, "billion"),
        (1e6, "million"),
    ];
    match NAMES.iter().find(|(size, _)| value.abs() >= *size) {
        Some((size, name)) if value.abs() < 1e18 => format!("{} {name}", plain(value / size, 3)),
        _ => plain(value, 6),
    }
}

/// `s` as a JSON string literal (also a Python one: both read `\"`, `\\` and `\uXXXX`).
pub fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_sizes_and_counts_in_words() {
        assert_eq!(bytes(131_072.0), "131 kB");
        assert_eq!(bytes(16.0 * 1024f64.powi(3)), "17.2 GB");
        assert_eq!(bytes(1e12), "1 TB");
        assert_eq!(bytes(500.0), "500 bytes");
        assert_eq!(bytes(f64::NAN), "—");
        assert_eq!(count_words(4096.0 * 4096.0), "16.8 million");
        assert_eq!(count_words(131_072.0 * 131_072.0), "17.2 billion");
        assert_eq!(count_words(1e14), "100 trillion");
        assert_eq!(count_of(1, "pair"), "1 pair");
        assert_eq!(count_of(0, "pair"), "0 pairs");
        assert_eq!(count_of(12_000, "pair"), "12\u{202f}000 pairs");
    }

    #[test]
    fn log_ticks_share_one_style() {
        assert_eq!(log_tick(1.0), "1");
        assert_eq!(log_tick(10.0), "10");
        assert_eq!(log_tick(0.001), "10⁻³");
        assert_eq!(log_tick(1e-4), "10⁻⁴");
        assert_eq!(log_tick(100.0), "10²");
        assert_eq!(log_tick(0.5), "0.50");
    }

    #[test]
    fn significant_digits() {
        assert_eq!(sig(0.7498942093324559, 4), "0.7499");
        assert_eq!(sig(std::f64::consts::TAU, 4), "6.283");
        assert_eq!(sig(0.0001333521432163324, 4), "1.334×10⁻⁴");
        assert_eq!(plain(10000.0, 6), "10\u{202f}000");
        assert_eq!(plain(0.5, 6), "0.5");
        assert_eq!(sig(47123.9, 6), "47\u{202f}123.9");
        assert_eq!(sig(f64::NAN, 4), "—");
        assert_eq!(tokens(131072.0), "131\u{202f}072");
        assert_eq!(tokens(4096.0), "4096");
    }
}

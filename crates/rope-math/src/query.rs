//! The URL codec: `Params` <-> query string. Reading never fails: every bad value is replaced
//! by a sane one and reported as a [`Correction`], so the page always starts.

use crate::params::{limits, Layout, Params, Scaling, Theme, VecChoice};
use std::fmt;

/// Longest query string read; the rest is ignored (and reported).
pub const MAX_QUERY_CHARS: usize = 16 * 1024;

/// Panel slugs a `panel=` value may name.
pub const PANELS: [&str; 4] = ["frequencies", "pairs", "score", "coverage"];

/// One thing the codec (or a clamp) had to change, for the page's notice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Correction {
    /// The URL key concerned.
    pub key: String,
    /// What was wrong and what is used instead.
    pub message: String,
}

impl Correction {
    pub fn new(key: &str, message: impl Into<String>) -> Self {
        Correction {
            key: key.to_string(),
            message: message.into(),
        }
    }
}

impl fmt::Display for Correction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.key, self.message)
    }
}

/// Decodes `%XX` escapes and `+` (space). Invalid escapes are kept literally; invalid UTF-8
/// is replaced, never a panic.
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = |b: u8| (b as char).to_digit(16);
                match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                    (Some(h), Some(l)) => {
                        out.push((h * 16 + l) as u8);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Splits a query string (with or without the leading `?`) into decoded pairs, last one wins.
fn pairs(query: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for part in query.trim_start_matches('?').split('&') {
        if part.is_empty() {
            continue;
        }
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        let key = percent_decode(k);
        let value = percent_decode(v).trim().to_string();
        out.retain(|(existing, _)| *existing != key);
        out.push((key, value));
    }
    out
}

fn short(value: &str) -> String {
    let cut: String = value.chars().take(24).collect();
    if cut.len() < value.len() {
        format!("{cut}…")
    } else {
        cut
    }
}

fn parse_f64(key: &str, value: &str, fixes: &mut Vec<Correction>) -> Option<f64> {
    match value.parse::<f64>() {
        Ok(v) if v.is_finite() => Some(v),
        _ => {
            fixes.push(Correction::new(
                key,
                format!(
                    "'{}' is not a finite number; kept the default",
                    short(value)
                ),
            ));
            None
        }
    }
}

/// Integers are read as numbers and rounded, so `4096.0` or `1e4` work too.
fn parse_u64(key: &str, value: &str, fixes: &mut Vec<Correction>) -> Option<u64> {
    let v = parse_f64(key, value, fixes)?;
    if v < 0.0 {
        fixes.push(Correction::new(key, format!("{v} is negative; used 0")));
        return Some(0);
    }
    if v.fract() != 0.0 {
        fixes.push(Correction::new(
            key,
            format!("{v} is not a whole number; rounded"),
        ));
    }
    // `as` saturates, so 1e30 becomes u64::MAX and is clamped later.
    Some(v.round() as u64)
}

fn parse_list(key: &str, value: &str, fixes: &mut Vec<Correction>) -> Option<Vec<f64>> {
    if value.is_empty() {
        return Some(Vec::new());
    }
    let mut out = Vec::new();
    for (i, item) in value.split(',').enumerate() {
        if i >= limits::LIST_LEN {
            fixes.push(Correction::new(
                key,
                format!(
                    "more than {} entries; kept the first {}",
                    limits::LIST_LEN,
                    limits::LIST_LEN
                ),
            ));
            break;
        }
        match item.trim().parse::<f64>() {
            Ok(v) if v.is_finite() => out.push(v),
            _ => {
                fixes.push(Correction::new(
                    key,
                    format!(
                        "entry {i} '{}' is not a finite number; ignored the list",
                        short(item)
                    ),
                ));
                return None;
            }
        }
    }
    Some(out)
}

fn parse_word<T>(
    key: &str,
    value: &str,
    from: impl Fn(&str) -> Option<T>,
    choices: &str,
    fixes: &mut Vec<Correction>,
) -> Option<T> {
    let found = from(&value.to_ascii_lowercase());
    if found.is_none() {
        fixes.push(Correction::new(
            key,
            format!(
                "'{}' is not one of {choices}; kept the default",
                short(value)
            ),
        ));
    }
    found
}

fn parse_bool(key: &str, value: &str, fixes: &mut Vec<Correction>) -> Option<bool> {
    match value.to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Some(true),
        "0" | "false" | "no" | "off" => Some(false),
        _ => {
            fixes.push(Correction::new(
                key,
                format!("'{}' is not 0 or 1; kept the default", short(value)),
            ));
            None
        }
    }
}

/// The parameters a preset and a scene start from (the baseline `to_query` writes against).
fn baseline(preset: Option<&str>, scene: Option<&str>) -> Params {
    let mut p = Params::default();
    if let Some(id) = preset {
        if let Some(preset) = crate::presets::find(id) {
            preset.apply(&mut p);
        }
    }
    if let Some(id) = scene {
        if let Some(scene) = crate::scenes::find(id) {
            scene.apply(&mut p);
        }
    }
    p
}

impl Params {
    /// Reads a URL query string. Unknown keys are ignored; every bad or out-of-range value is
    /// replaced (by the default, or clamped into range) and reported.
    pub fn from_query(query: &str) -> (Params, Vec<Correction>) {
        let mut fixes = Vec::new();
        let mut query = query;
        if query.len() > MAX_QUERY_CHARS {
            let mut cut = MAX_QUERY_CHARS;
            while !query.is_char_boundary(cut) {
                cut -= 1;
            }
            query = &query[..cut];
            fixes.push(Correction::new(
                "query",
                format!("longer than {MAX_QUERY_CHARS} characters; read only the start"),
            ));
        }
        let kv = pairs(query);
        let get = |name: &str| kv.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());

        let preset = get("preset").filter(|v| !v.is_empty()).and_then(|v| {
            let found = crate::presets::find(v).map(|p| p.id.to_string());
            if found.is_none() {
                fixes.push(Correction::new(
                    "preset",
                    format!("no preset named '{}'", short(v)),
                ));
            }
            found
        });
        let scene = get("scene").filter(|v| !v.is_empty()).and_then(|v| {
            let found = crate::scenes::find(v).map(|s| s.id.to_string());
            if found.is_none() {
                fixes.push(Correction::new(
                    "scene",
                    format!("no scene named '{}'", short(v)),
                ));
            }
            found
        });
        let mut p = baseline(preset.as_deref(), scene.as_deref());
        p.preset = preset;
        p.scene = scene;

        for (key, value) in &kv {
            let f = &mut fixes;
            match key.as_str() {
                "d" => p.d = parse_u64(key, value, f).map_or(p.d, |v| v.min(1 << 20) as usize),
                "base" => p.base = parse_f64(key, value, f).unwrap_or(p.base),
                "scaling" => {
                    let choices = "none, linear, ntk, dynamic, yarn, llama3, longrope";
                    p.scaling =
                        parse_word(key, value, Scaling::from_slug, choices, f).unwrap_or(p.scaling)
                }
                "factor" => p.factor = parse_f64(key, value, f).unwrap_or(p.factor),
                "train" => {
                    p.train_len_tokens = parse_u64(key, value, f).unwrap_or(p.train_len_tokens)
                }
                "infer" => {
                    p.infer_len_tokens = parse_u64(key, value, f).unwrap_or(p.infer_len_tokens)
                }
                "beta_fast" => p.beta_fast = parse_f64(key, value, f).unwrap_or(p.beta_fast),
                "beta_slow" => p.beta_slow = parse_f64(key, value, f).unwrap_or(p.beta_slow),
                "mscale" => p.mscale = parse_f64(key, value, f).unwrap_or(p.mscale),
                "mscale_all_dim" => {
                    p.mscale_all_dim = parse_f64(key, value, f).unwrap_or(p.mscale_all_dim)
                }
                "attn" => {
                    if value.is_empty() || value == "auto" {
                        p.attn = None;
                    } else if let Some(v) = parse_f64(key, value, f) {
                        p.attn = Some(v);
                    }
                }
                "truncate" => p.truncate = parse_bool(key, value, f).unwrap_or(p.truncate),
                "low_freq_factor" => {
                    p.low_freq_factor = parse_f64(key, value, f).unwrap_or(p.low_freq_factor)
                }
                "high_freq_factor" => {
                    p.high_freq_factor = parse_f64(key, value, f).unwrap_or(p.high_freq_factor)
                }
                "short_factor" => {
                    p.short_factor = parse_list(key, value, f).unwrap_or(p.short_factor.clone())
                }
                "long_factor" => {
                    p.long_factor = parse_list(key, value, f).unwrap_or(p.long_factor.clone())
                }
                "theta" => p.theta_rad = parse_list(key, value, f).unwrap_or(p.theta_rad.clone()),
                "m" => p.m = parse_u64(key, value, f).unwrap_or(p.m),
                "n" => p.n = parse_u64(key, value, f).unwrap_or(p.n),
                "pair" => {
                    p.pair = parse_u64(key, value, f).map_or(p.pair, |v| v.min(1 << 20) as usize)
                }
                "layout" => {
                    p.layout = parse_word(key, value, Layout::from_slug, "half, interleaved", f)
                        .unwrap_or(p.layout)
                }
                "vec" => {
                    p.vec = parse_word(key, value, VecChoice::from_slug, "ones, random, custom", f)
                        .unwrap_or(p.vec)
                }
                "seed" => p.seed = parse_u64(key, value, f).unwrap_or(p.seed),
                "q" => p.q = parse_list(key, value, f).unwrap_or(p.q.clone()),
                "k" => p.k = parse_list(key, value, f).unwrap_or(p.k.clone()),
                "panel" => {
                    let lower = value.to_ascii_lowercase();
                    if let Some(slug) = PANELS.iter().find(|s| **s == lower) {
                        p.panel = Some((*slug).to_string());
                    } else if !value.is_empty() {
                        f.push(Correction::new(
                            key,
                            format!("no panel named '{}'; showing the whole page", short(value)),
                        ));
                    }
                }
                "theme" => {
                    p.theme = parse_word(key, value, Theme::from_slug, "light, dark, auto", f)
                        .unwrap_or(p.theme)
                }
                _ => {}
            }
        }
        clamp_all(&mut p, &mut fixes);
        (p, fixes)
    }

    /// Writes the query string (without `?`) that [`Params::from_query`] reads back to an equal
    /// `Params`. Only keys that differ from the preset's and scene's baseline are written.
    pub fn to_query(&self) -> String {
        let base = baseline(self.preset.as_deref(), self.scene.as_deref());
        let mut out: Vec<String> = Vec::new();
        let mut put = |key: &str, value: String| out.push(format!("{key}={value}"));
        let list = |v: &[f64]| {
            v.iter()
                .map(|x| format!("{x}"))
                .collect::<Vec<_>>()
                .join(",")
        };
        if let Some(id) = &self.preset {
            put("preset", id.clone());
        }
        if let Some(id) = &self.scene {
            put("scene", id.clone());
        }
        if self.d != base.d {
            put("d", self.d.to_string());
        }
        if self.base != base.base {
            put("base", format!("{}", self.base));
        }
        if self.scaling != base.scaling {
            put("scaling", self.scaling.slug().to_string());
        }
        if self.factor != base.factor {
            put("factor", format!("{}", self.factor));
        }
        if self.train_len_tokens != base.train_len_tokens {
            put("train", self.train_len_tokens.to_string());
        }
        if self.infer_len_tokens != base.infer_len_tokens {
            put("infer", self.infer_len_tokens.to_string());
        }
        if self.beta_fast != base.beta_fast {
            put("beta_fast", format!("{}", self.beta_fast));
        }
        if self.beta_slow != base.beta_slow {
            put("beta_slow", format!("{}", self.beta_slow));
        }
        if self.mscale != base.mscale {
            put("mscale", format!("{}", self.mscale));
        }
        if self.mscale_all_dim != base.mscale_all_dim {
            put("mscale_all_dim", format!("{}", self.mscale_all_dim));
        }
        if self.attn != base.attn {
            put(
                "attn",
                self.attn.map_or("auto".to_string(), |a| format!("{a}")),
            );
        }
        if self.truncate != base.truncate {
            put(
                "truncate",
                if self.truncate { "1" } else { "0" }.to_string(),
            );
        }
        if self.low_freq_factor != base.low_freq_factor {
            put("low_freq_factor", format!("{}", self.low_freq_factor));
        }
        if self.high_freq_factor != base.high_freq_factor {
            put("high_freq_factor", format!("{}", self.high_freq_factor));
        }
        if self.short_factor != base.short_factor {
            put("short_factor", list(&self.short_factor));
        }
        if self.long_factor != base.long_factor {
            put("long_factor", list(&self.long_factor));
        }
        if self.theta_rad != base.theta_rad {
            put("theta", list(&self.theta_rad));
        }
        if self.m != base.m {
            put("m", self.m.to_string());
        }
        if self.n != base.n {
            put("n", self.n.to_string());
        }
        if self.pair != base.pair {
            put("pair", self.pair.to_string());
        }
        if self.layout != base.layout {
            put("layout", self.layout.slug().to_string());
        }
        if self.vec != base.vec {
            put("vec", self.vec.slug().to_string());
        }
        if self.seed != base.seed {
            put("seed", self.seed.to_string());
        }
        if self.q != base.q {
            put("q", list(&self.q));
        }
        if self.k != base.k {
            put("k", list(&self.k));
        }
        if let Some(panel) = &self.panel {
            put("panel", panel.clone());
        }
        if self.theme != base.theme {
            put("theme", self.theme.slug().to_string());
        }
        out.join("&")
    }
}

fn clamp_f64(key: &str, value: &mut f64, (lo, hi): (f64, f64), fixes: &mut Vec<Correction>) {
    if !value.is_finite() {
        fixes.push(Correction::new(
            key,
            format!("not a finite number; used {lo}"),
        ));
        *value = lo;
    } else if *value < lo || *value > hi {
        let clamped = value.clamp(lo, hi);
        fixes.push(Correction::new(
            key,
            format!("{value} is outside {lo} to {hi}; used {clamped}"),
        ));
        *value = clamped;
    }
}

fn clamp_u64(key: &str, value: &mut u64, (lo, hi): (u64, u64), fixes: &mut Vec<Correction>) {
    if *value < lo || *value > hi {
        let clamped = (*value).clamp(lo, hi);
        fixes.push(Correction::new(
            key,
            format!("{value} is outside {lo} to {hi}; used {clamped}"),
        ));
        *value = clamped;
    }
}

fn clamp_list(key: &str, list: &mut Vec<f64>, range: (f64, f64), fixes: &mut Vec<Correction>) {
    if list.len() > limits::LIST_LEN {
        list.truncate(limits::LIST_LEN);
        fixes.push(Correction::new(
            key,
            format!("kept the first {} entries", limits::LIST_LEN),
        ));
    }
    let mut changed = 0;
    for v in list.iter_mut() {
        let fixed = if v.is_finite() {
            v.clamp(range.0, range.1)
        } else {
            range.0
        };
        if fixed != *v {
            changed += 1;
            *v = fixed;
        }
    }
    if changed > 0 {
        fixes.push(Correction::new(
            key,
            format!(
                "{changed} entries outside {} to {}; clamped",
                range.0, range.1
            ),
        ));
    }
}

/// Restores every invariant of [`Params`], reporting each change.
pub(crate) fn clamp_all(p: &mut Params, fixes: &mut Vec<Correction>) {
    clamp_list("theta", &mut p.theta_rad, limits::THETA_RAD, fixes);
    clamp_list(
        "short_factor",
        &mut p.short_factor,
        limits::LIST_FACTOR,
        fixes,
    );
    clamp_list(
        "long_factor",
        &mut p.long_factor,
        limits::LIST_FACTOR,
        fixes,
    );
    clamp_list("q", &mut p.q, limits::VEC_ENTRY, fixes);
    clamp_list("k", &mut p.k, limits::VEC_ENTRY, fixes);
    let max_pairs = limits::D.1 / 2;
    if p.theta_rad.len() > max_pairs {
        p.theta_rad.truncate(max_pairs);
        fixes.push(Correction::new(
            "theta",
            format!("at most {max_pairs} pairs; kept the first {max_pairs}"),
        ));
    }
    if !p.theta_rad.is_empty() && p.d != 2 * p.theta_rad.len() {
        // Explicit angles define the pairs; d follows them.
        p.d = 2 * p.theta_rad.len();
    }
    let (d_lo, d_hi) = limits::D;
    if p.d < d_lo || p.d > d_hi {
        let clamped = p.d.clamp(d_lo, d_hi);
        fixes.push(Correction::new(
            "d",
            format!("{} is outside {d_lo} to {d_hi}; used {clamped}", p.d),
        ));
        p.d = clamped;
    }
    if p.d % 2 == 1 {
        fixes.push(Correction::new(
            "d",
            format!("{} is odd; RoPE rotates pairs, used {}", p.d, p.d - 1),
        ));
        p.d -= 1;
    }
    clamp_f64("base", &mut p.base, limits::BASE, fixes);
    clamp_f64("factor", &mut p.factor, limits::FACTOR, fixes);
    clamp_u64("train", &mut p.train_len_tokens, limits::LEN_TOKENS, fixes);
    clamp_u64("infer", &mut p.infer_len_tokens, limits::LEN_TOKENS, fixes);
    clamp_f64("beta_fast", &mut p.beta_fast, limits::BETA, fixes);
    clamp_f64("beta_slow", &mut p.beta_slow, limits::BETA, fixes);
    clamp_f64("mscale", &mut p.mscale, limits::MSCALE, fixes);
    clamp_f64(
        "mscale_all_dim",
        &mut p.mscale_all_dim,
        limits::MSCALE,
        fixes,
    );
    if let Some(a) = p.attn.as_mut() {
        clamp_f64("attn", a, limits::ATTN, fixes);
    }
    clamp_f64(
        "low_freq_factor",
        &mut p.low_freq_factor,
        limits::FREQ_FACTOR,
        fixes,
    );
    clamp_f64(
        "high_freq_factor",
        &mut p.high_freq_factor,
        limits::FREQ_FACTOR,
        fixes,
    );
    if p.high_freq_factor <= p.low_freq_factor {
        fixes.push(Correction::new(
            "high_freq_factor",
            format!(
                "must be above low_freq_factor ({} ≤ {}); used 1 and 4",
                p.high_freq_factor, p.low_freq_factor
            ),
        ));
        p.low_freq_factor = 1.0;
        p.high_freq_factor = 4.0;
    }
    clamp_u64("m", &mut p.m, limits::POSITION, fixes);
    clamp_u64("n", &mut p.n, limits::POSITION, fixes);
    if p.pair >= p.num_pairs() {
        let last = p.num_pairs() - 1;
        fixes.push(Correction::new(
            "pair",
            format!("{} is past the last pair; used {last}", p.pair),
        ));
        p.pair = last;
    }
}

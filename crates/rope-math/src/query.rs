//! The URL codec: `Params` <-> query string. Reading never fails: every bad value is replaced
//! by a sane one and reported as a [`Correction`], so the page always starts.

use crate::clamp::clamp_all;
use crate::params::{Layout, Params, Scaling, Theme, VecChoice};
use crate::query_parse::{
    baseline, pairs, parse_bool, parse_f64, parse_list, parse_u64, parse_word, short,
};
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
                "axis" => {
                    let from = crate::envelope::AxisScale::from_slug;
                    p.axis = parse_word(key, value, from, "linear, log", f).unwrap_or(p.axis)
                }
                "span" => p.span_tokens = parse_u64(key, value, f).unwrap_or(p.span_tokens),
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
        if self.axis != base.axis {
            put("axis", self.axis.slug().to_string());
        }
        if self.span_tokens != base.span_tokens {
            put("span", self.span_tokens.to_string());
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

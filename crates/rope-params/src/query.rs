//! The URL codec: `Params` <-> query string, walking the key table
//! ([`crate::params::KEYS`]). Reading never fails: every bad value is replaced by a sane one
//! and reported as a [`Correction`], so the page always starts. `preset` and `scene` name a
//! baseline that the other keys are read onto and written against.

use crate::correction::Correction;
use crate::params::{find_key, Params, KEYS};
use rope_math::notice::short;

/// Longest query string read; the rest is ignored (and reported).
pub const MAX_QUERY_CHARS: usize = 16 * 1024;

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
            let found = rope_math::presets::find(v).map(|p| p.id.to_string());
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
        let fig = get("fig").map(str::to_ascii_lowercase);
        let mut p = baseline(fig.as_deref(), preset.as_deref(), scene.as_deref());
        p.preset = preset;
        p.scene = scene;

        for (name, value) in &kv {
            if let Some(key) = find_key(name) {
                key.read(&mut p, value, &mut fixes);
            }
        }
        let (p, clamp_fixes) = p.clamped();
        fixes.extend(clamp_fixes);
        (p, fixes)
    }

    /// The parameters this one's figure, preset and scene start from: what the URL is written
    /// against, so a field equal to its baseline's was not set by the address.
    pub fn baseline(&self) -> Params {
        baseline(
            self.view.fig.as_deref(),
            self.preset.as_deref(),
            self.scene.as_deref(),
        )
    }

    /// Writes the query string (without `?`) that [`Params::from_query`] reads back to an equal
    /// `Params`. Only keys that differ from the preset's and scene's baseline are written.
    pub fn to_query(&self) -> String {
        let base = self.baseline();
        let mut out: Vec<String> = Vec::new();
        for (name, label) in [("preset", &self.preset), ("scene", &self.scene)] {
            if let Some(id) = label {
                out.push(format!("{name}={id}"));
            }
        }
        for key in KEYS {
            if key.differs(self, &base) {
                if let Some(value) = key.write(self) {
                    out.push(format!("{}={value}", key.name));
                }
            }
        }
        out.join("&")
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

/// The parameters a figure, a preset and a scene start from (the baseline `to_query` writes
/// against), applied in that order.
fn baseline(fig: Option<&str>, preset: Option<&str>, scene: Option<&str>) -> Params {
    let mut p = Params::default();
    if let Some(figure) = fig.and_then(crate::figures::find) {
        figure.apply(&mut p);
    }
    if let Some(id) = preset {
        if let Some(preset) = rope_math::presets::find(id) {
            p.set_preset(preset);
        }
    }
    if let Some(id) = scene {
        if let Some(scene) = crate::scenes::find(id) {
            scene.apply(&mut p);
        }
    }
    p
}

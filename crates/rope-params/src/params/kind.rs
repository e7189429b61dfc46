//! How a URL key's value is held in [`Params`], and how such a value is written back, compared
//! and brought into range (reading it is `read.rs`). The key table (`keys.rs`) gives each key
//! one of these kinds.

use super::fix::{clamp_f64, clamp_list, clamp_u64};
use super::groups::Params;
use super::parse::encode_word;
use crate::correction::Correction;

/// The largest pair index read from a URL; `clamp_all` then applies the real bound, `d / 2 - 1`.
pub(crate) const COUNT_CAP: u64 = 1 << 20;

/// How a key's value is held. `get` and `set` reach the field in [`Params`].
#[derive(Debug)]
pub(crate) enum Kind {
    Label,
    Float {
        get: fn(&Params) -> &f64,
        set: fn(&mut Params) -> &mut f64,
        range: (f64, f64),
    },
    /// A float that may be unset (written `auto`).
    OptFloat {
        get: fn(&Params) -> &Option<f64>,
        set: fn(&mut Params) -> &mut Option<f64>,
        range: (f64, f64),
    },
    Int {
        get: fn(&Params) -> &u64,
        set: fn(&mut Params) -> &mut u64,
        range: (u64, u64),
    },
    Count {
        get: fn(&Params) -> &usize,
        set: fn(&mut Params) -> &mut usize,
        range: (usize, usize),
    },
    Flag {
        get: fn(&Params) -> &bool,
        set: fn(&mut Params) -> &mut bool,
    },
    List {
        get: fn(&Params) -> &Vec<f64>,
        set: fn(&mut Params) -> &mut Vec<f64>,
        range: (f64, f64),
    },
    /// One of a [`Choice`]'s words.
    Word {
        get: fn(&Params) -> &'static str,
        set: fn(&mut Params, &str) -> bool,
        choices: fn() -> String,
    },
    /// An optional name from a fixed list (`panel`, `fig`): `find` gives the listed name a
    /// (lower-case) value names.
    Slug {
        get: fn(&Params) -> &Option<String>,
        set: fn(&mut Params) -> &mut Option<String>,
        find: fn(&str) -> Option<&'static str>,
    },
    /// A blog author's words, comma-separated (`words`).
    Text {
        get: fn(&Params) -> &Vec<String>,
        set: fn(&mut Params) -> &mut Vec<String>,
    },
    /// Rows of numbers: rows `;`, entries `,` (`emb`, `wq`, `wk`). Their shapes are checked
    /// together in `clamp_all` (`example.rs`), since they depend on each other.
    Grid {
        get: fn(&Params) -> &Vec<Vec<f64>>,
        set: fn(&mut Params) -> &mut Vec<Vec<f64>>,
        range: (f64, f64),
    },
    /// A set of names from a fixed list, written comma-separated in the list's order (`open`).
    Names {
        get: fn(&Params) -> &Vec<String>,
        set: fn(&mut Params) -> &mut Vec<String>,
        choices: &'static [&'static str],
    },
}

/// A key of a plain field: `field!(Float, rope.base, limits::BASE)`.
macro_rules! field {
    ($kind:ident, $($f:ident).+ $(, $range:expr)?) => {
        Kind::$kind { get: |p| &p.$($f).+, set: |p| &mut p.$($f).+ $(, range: $range)? }
    };
}
pub(crate) use field;

/// A key of a [`Choice`] field: `word!(Scaling, rope.scaling)`.
macro_rules! word {
    ($ty:ty, $($f:ident).+) => {
        Kind::Word {
            get: |p| p.$($f).+.slug(),
            set: |p, s| match <$ty>::from_slug(s) {
                Some(v) => {
                    p.$($f).+ = v;
                    true
                }
                None => false,
            },
            choices: || words::<$ty>(),
        }
    };
}
pub(crate) use word;

impl Kind {
    /// Whether `a` and `b` hold different values for this key.
    pub(crate) fn differs(&self, a: &Params, b: &Params) -> bool {
        match self {
            Kind::Label => false,
            Kind::Float { get, .. } => get(a) != get(b),
            Kind::OptFloat { get, .. } => get(a) != get(b),
            Kind::Int { get, .. } => get(a) != get(b),
            Kind::Count { get, .. } => get(a) != get(b),
            Kind::Flag { get, .. } => get(a) != get(b),
            Kind::List { get, .. } => get(a) != get(b),
            Kind::Text { get, .. } => get(a) != get(b),
            Kind::Grid { get, .. } => get(a) != get(b),
            Kind::Word { get, .. } => get(a) != get(b),
            Kind::Slug { get, .. } => get(a) != get(b),
            Kind::Names { get, .. } => get(a) != get(b),
        }
    }

    /// What a notebook or another program holds this key as: `"label"` (a name),
    /// `"number"`, `"number-or-auto"`, `"flag"`, `"list"` (numbers), `"word"` (one of a
    /// fixed set), `"text"` (words), `"grid"` (rows of numbers) or `"names"`.
    pub(crate) fn shape(&self) -> &'static str {
        match self {
            Kind::Label | Kind::Slug { .. } => "label",
            Kind::Float { .. } | Kind::Int { .. } | Kind::Count { .. } => "number",
            Kind::OptFloat { .. } => "number-or-auto",
            Kind::Flag { .. } => "flag",
            Kind::List { .. } => "list",
            Kind::Word { .. } => "word",
            Kind::Text { .. } => "text",
            Kind::Grid { .. } => "grid",
            Kind::Names { .. } => "names",
        }
    }

    /// The value as the URL writes it (`None` for labels and an unset name).
    pub(crate) fn write(&self, p: &Params) -> Option<String> {
        let list = |v: &[f64]| {
            v.iter()
                .map(|x| format!("{x}"))
                .collect::<Vec<_>>()
                .join(",")
        };
        Some(match self {
            Kind::Label => return None,
            Kind::Float { get, .. } => format!("{}", get(p)),
            Kind::OptFloat { get, .. } => get(p).map_or("auto".to_string(), |a| format!("{a}")),
            Kind::Int { get, .. } => get(p).to_string(),
            Kind::Count { get, .. } => get(p).to_string(),
            Kind::Flag { get, .. } => if *get(p) { "1" } else { "0" }.to_string(),
            Kind::List { get, .. } => list(get(p)),
            Kind::Text { get, .. } => get(p)
                .iter()
                .map(|w| encode_word(w))
                .collect::<Vec<_>>()
                .join(","),
            Kind::Grid { get, .. } => get(p)
                .iter()
                .map(|row| list(row))
                .collect::<Vec<_>>()
                .join(";"),
            Kind::Word { get, .. } => get(p).to_string(),
            Kind::Slug { get, .. } => return get(p).clone(),
            Kind::Names { get, .. } => get(p).join(","),
        })
    }

    /// Brings the value into its range, reporting the change.
    pub(crate) fn clamp(&self, key: &str, p: &mut Params, fixes: &mut Vec<Correction>) {
        match self {
            Kind::Float { set, range, .. } => clamp_f64(key, set(p), *range, fixes),
            Kind::OptFloat { set, range, .. } => {
                if let Some(v) = set(p).as_mut() {
                    clamp_f64(key, v, *range, fixes);
                }
            }
            Kind::Int { set, range, .. } => clamp_u64(key, set(p), *range, fixes),
            Kind::Count { set, range, .. } => {
                let mut v = *set(p) as u64;
                clamp_u64(key, &mut v, (range.0 as u64, range.1 as u64), fixes);
                *set(p) = v as usize;
            }
            Kind::List { set, range, .. } => clamp_list(key, set(p), *range, fixes),
            Kind::Grid { set, range, .. } => {
                for row in set(p).iter_mut() {
                    clamp_list(key, row, *range, fixes);
                }
            }
            Kind::Label
            | Kind::Text { .. }
            | Kind::Flag { .. }
            | Kind::Word { .. }
            | Kind::Slug { .. }
            | Kind::Names { .. } => {}
        }
    }
}

//! The table of URL keys. One row per key says which group of [`Params`] it belongs to and
//! how its value is read, written, compared and brought into range; the URL codec, clamping
//! and the property tests all walk this one table, so a new key is one new row.

use super::choices::{Choice, Layout, Scaling, Theme, VecChoice};
use super::fix::{clamp_f64, clamp_list, clamp_u64};
use super::groups::Params;
use super::limits;
use super::parse::{parse_bool, parse_f64, parse_list, parse_u64, short};
use crate::correction::Correction;
use crate::envelope::AxisScale;

/// Which part of [`Params`] a key sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// `preset`, `scene`: names of where the values came from, resolved by the URL codec.
    Label,
    /// [`super::Rope`]: the model's RoPE settings.
    Rope,
    /// [`super::Probe`]: positions, pair, vectors.
    Probe,
    /// [`super::View`]: how things are shown.
    View,
}

/// One URL key.
#[derive(Debug)]
pub struct Key {
    /// The key as written in the URL.
    pub name: &'static str,
    pub group: Group,
    kind: Kind,
}

/// Largest count (`d`, `pair`) read before clamping; larger values saturate here.
const COUNT_CAP: u64 = 1 << 20;

/// How a key's value is held. `get` and `set` reach the field in [`Params`].
#[derive(Debug)]
enum Kind {
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
    /// An optional name from a fixed list (`panel`).
    Slug {
        get: fn(&Params) -> &Option<String>,
        set: fn(&mut Params) -> &mut Option<String>,
        choices: &'static [&'static str],
    },
}

macro_rules! field {
    ($kind:ident, $($f:ident).+ $(, $range:expr)?) => {
        Kind::$kind { get: |p| &p.$($f).+, set: |p| &mut p.$($f).+ $(, range: $range)? }
    };
}

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

fn words<T: Choice>() -> String {
    T::ALL
        .iter()
        .map(|c| c.slug())
        .collect::<Vec<_>>()
        .join(", ")
}

const fn key(name: &'static str, group: Group, kind: Kind) -> Key {
    Key { name, group, kind }
}

/// Every URL key, in the order [`Params::to_query`] writes them.
pub static KEYS: &[Key] = &[
    key("preset", Group::Label, Kind::Label),
    key("scene", Group::Label, Kind::Label),
    key("d", Group::Rope, field!(Count, rope.d, limits::D)),
    key("base", Group::Rope, field!(Float, rope.base, limits::BASE)),
    key("scaling", Group::Rope, word!(Scaling, rope.scaling)),
    key(
        "factor",
        Group::Rope,
        field!(Float, rope.factor, limits::FACTOR),
    ),
    key(
        "train",
        Group::Rope,
        field!(Int, rope.train_len_tokens, limits::LEN_TOKENS),
    ),
    key(
        "infer",
        Group::Rope,
        field!(Int, rope.infer_len_tokens, limits::LEN_TOKENS),
    ),
    key(
        "beta_fast",
        Group::Rope,
        field!(Float, rope.beta_fast, limits::BETA),
    ),
    key(
        "beta_slow",
        Group::Rope,
        field!(Float, rope.beta_slow, limits::BETA),
    ),
    key(
        "mscale",
        Group::Rope,
        field!(Float, rope.mscale, limits::MSCALE),
    ),
    key(
        "mscale_all_dim",
        Group::Rope,
        field!(Float, rope.mscale_all_dim, limits::MSCALE),
    ),
    key(
        "attn",
        Group::Rope,
        field!(OptFloat, rope.attn, limits::ATTN),
    ),
    key("truncate", Group::Rope, field!(Flag, rope.truncate)),
    key(
        "low_freq_factor",
        Group::Rope,
        field!(Float, rope.low_freq_factor, limits::FREQ_FACTOR),
    ),
    key(
        "high_freq_factor",
        Group::Rope,
        field!(Float, rope.high_freq_factor, limits::FREQ_FACTOR),
    ),
    key(
        "short_factor",
        Group::Rope,
        field!(List, rope.short_factor, limits::LIST_FACTOR),
    ),
    key(
        "long_factor",
        Group::Rope,
        field!(List, rope.long_factor, limits::LIST_FACTOR),
    ),
    key(
        "theta",
        Group::Rope,
        field!(List, rope.theta_rad, limits::THETA_RAD),
    ),
    key("m", Group::Probe, field!(Int, probe.m, limits::POSITION)),
    key("n", Group::Probe, field!(Int, probe.n, limits::POSITION)),
    // The pair's real upper bound follows `d`; `clamp_all` applies it.
    key(
        "pair",
        Group::Probe,
        field!(Count, probe.pair, (0, COUNT_CAP as usize)),
    ),
    key("layout", Group::Probe, word!(Layout, probe.layout)),
    key("vec", Group::Probe, word!(VecChoice, probe.vec)),
    key("seed", Group::Probe, field!(Int, probe.seed, (0, u64::MAX))),
    key("q", Group::Probe, field!(List, probe.q, limits::VEC_ENTRY)),
    key("k", Group::Probe, field!(List, probe.k, limits::VEC_ENTRY)),
    key("axis", Group::View, word!(AxisScale, view.axis)),
    key(
        "span",
        Group::View,
        field!(Int, view.span_tokens, limits::SPAN_TOKENS),
    ),
    key(
        "panel",
        Group::View,
        Kind::Slug {
            get: |p| &p.view.panel,
            set: |p| &mut p.view.panel,
            choices: &limits::PANELS,
        },
    ),
    key("theme", Group::View, word!(Theme, view.theme)),
];

/// The key named `name`.
pub fn find_key(name: &str) -> Option<&'static Key> {
    KEYS.iter().find(|k| k.name == name)
}

impl Key {
    /// Sets the field from a URL value; a value it cannot use leaves the field as it was and
    /// is reported. Ranges are not applied here (see [`Key::clamp`]).
    pub fn read(&self, p: &mut Params, value: &str, fixes: &mut Vec<Correction>) {
        let key = self.name;
        match &self.kind {
            Kind::Label => {}
            Kind::Float { set, .. } => {
                if let Some(v) = parse_f64(key, value, fixes) {
                    *set(p) = v;
                }
            }
            Kind::OptFloat { set, .. } => {
                if value.is_empty() || value == "auto" {
                    *set(p) = None;
                } else if let Some(v) = parse_f64(key, value, fixes) {
                    *set(p) = Some(v);
                }
            }
            Kind::Int { set, .. } => {
                if let Some(v) = parse_u64(key, value, fixes) {
                    *set(p) = v;
                }
            }
            Kind::Count { set, .. } => {
                if let Some(v) = parse_u64(key, value, fixes) {
                    *set(p) = v.min(COUNT_CAP) as usize;
                }
            }
            Kind::Flag { set, .. } => {
                if let Some(v) = parse_bool(key, value, fixes) {
                    *set(p) = v;
                }
            }
            Kind::List { set, .. } => {
                if let Some(v) = parse_list(key, value, fixes) {
                    *set(p) = v;
                }
            }
            Kind::Word { set, choices, .. } => {
                if !set(p, &value.to_ascii_lowercase()) {
                    fixes.push(Correction::new(
                        key,
                        format!(
                            "'{}' is not one of {}; kept the default",
                            short(value),
                            choices()
                        ),
                    ));
                }
            }
            Kind::Slug { set, choices, .. } => {
                let lower = value.to_ascii_lowercase();
                if let Some(slug) = choices.iter().find(|s| **s == lower) {
                    *set(p) = Some((*slug).to_string());
                } else if !value.is_empty() {
                    fixes.push(Correction::new(
                        key,
                        format!("no {key} named '{}'; showing the whole page", short(value)),
                    ));
                }
            }
        }
    }

    /// Whether `a` and `b` hold different values for this key.
    pub fn differs(&self, a: &Params, b: &Params) -> bool {
        match &self.kind {
            Kind::Label => false,
            Kind::Float { get, .. } => get(a) != get(b),
            Kind::OptFloat { get, .. } => get(a) != get(b),
            Kind::Int { get, .. } => get(a) != get(b),
            Kind::Count { get, .. } => get(a) != get(b),
            Kind::Flag { get, .. } => get(a) != get(b),
            Kind::List { get, .. } => get(a) != get(b),
            Kind::Word { get, .. } => get(a) != get(b),
            Kind::Slug { get, .. } => get(a) != get(b),
        }
    }

    /// The value as the URL writes it (`None` for labels and an unset name).
    pub fn write(&self, p: &Params) -> Option<String> {
        let list = |v: &[f64]| {
            v.iter()
                .map(|x| format!("{x}"))
                .collect::<Vec<_>>()
                .join(",")
        };
        Some(match &self.kind {
            Kind::Label => return None,
            Kind::Float { get, .. } => format!("{}", get(p)),
            Kind::OptFloat { get, .. } => get(p).map_or("auto".to_string(), |a| format!("{a}")),
            Kind::Int { get, .. } => get(p).to_string(),
            Kind::Count { get, .. } => get(p).to_string(),
            Kind::Flag { get, .. } => if *get(p) { "1" } else { "0" }.to_string(),
            Kind::List { get, .. } => list(get(p)),
            Kind::Word { get, .. } => get(p).to_string(),
            Kind::Slug { get, .. } => return get(p).clone(),
        })
    }

    /// Brings the value into its range, reporting the change.
    pub fn clamp(&self, p: &mut Params, fixes: &mut Vec<Correction>) {
        let key = self.name;
        match &self.kind {
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
            Kind::Label | Kind::Flag { .. } | Kind::Word { .. } | Kind::Slug { .. } => {}
        }
    }
}

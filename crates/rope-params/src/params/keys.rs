//! The table of URL keys. One row per key says which group of [`Params`] it belongs to and
//! which [`Kind`] of value it holds (so how it is read, written, compared and brought into
//! range); the URL codec, clamping and the property tests all walk this one table, so a new
//! key is one new row.

use super::choices::{ArgumentFrom, Background, Page, Positions, Theme};
use super::key::{key, Group, Key};
use super::kind::{field, word, Kind, COUNT_CAP};
use super::limits;
use super::read::words;
use rope_math::envelope::AxisScale;
use rope_math::{Choice, Directions, Layout, MropeLayout, Scaling, VecChoice};

/// Every URL key, in the order [`Params::to_query`] writes them.
pub static KEYS: &[Key] = &[
    key("preset", Group::Label, Kind::Label),
    key("scene", Group::Label, Kind::Label),
    // Which figure is shown, written first: it sets the baseline the other keys differ from.
    key(
        "fig",
        Group::View,
        Kind::Slug {
            get: |p| &p.view.fig,
            set: |p| &mut p.view.fig,
            find: |s| crate::figures::find(s).map(|f| f.slug),
        },
    ),
    key("d", Group::Rope, field!(Count, rope.d, limits::D)),
    key(
        "partial",
        Group::Rope,
        field!(Float, rope.partial, limits::PARTIAL),
    ),
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
    key(
        "mrope_section",
        Group::Rope,
        field!(List, rope.mrope_section, limits::MROPE_SECTION),
    ),
    key(
        "mrope_layout",
        Group::Rope,
        word!(MropeLayout, rope.mrope_layout),
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
    key(
        "shift",
        Group::Probe,
        field!(Int, probe.shift_tokens, limits::SHIFT_TOKENS),
    ),
    key(
        "window",
        Group::Figures,
        field!(Int, figures.budget.window_tokens, limits::LEN_TOKENS),
    ),
    key(
        "prompt",
        Group::Figures,
        field!(Int, figures.budget.prompt_tokens, (0, limits::LEN_TOKENS.1)),
    ),
    key(
        "history",
        Group::Figures,
        field!(
            Int,
            figures.budget.history_tokens,
            (0, limits::LEN_TOKENS.1)
        ),
    ),
    key(
        "reply",
        Group::Figures,
        field!(Int, figures.budget.reply_tokens, (0, limits::LEN_TOKENS.1)),
    ),
    key(
        "effective",
        Group::Figures,
        field!(
            Int,
            figures.budget.effective_tokens,
            (0, limits::LEN_TOKENS.1)
        ),
    ),
    key(
        "noise",
        Group::Figures,
        field!(Int, figures.noise_tokens, limits::NOISE_TOKENS),
    ),
    key(
        "needle",
        Group::Figures,
        field!(OptFloat, figures.needle_pct, limits::NEEDLE_PCT),
    ),
    key(
        "floor_scale",
        Group::Figures,
        field!(
            Int,
            figures.temperature.floor_scale_tokens,
            limits::FLOOR_SCALE
        ),
    ),
    key(
        "attn_scale",
        Group::Figures,
        field!(Float, figures.temperature.attn_scale, limits::ATTN_SCALE),
    ),
    key(
        "target",
        Group::Figures,
        field!(Int, figures.head.target_tokens, limits::HEAD_TARGET_TOKENS),
    ),
    key(
        "fast",
        Group::Figures,
        field!(Count, figures.head.fast_pairs, limits::HEAD_FAST_PAIRS),
    ),
    key(
        "sharp",
        Group::Figures,
        field!(Float, figures.head.sharp, limits::HEAD_SHARP),
    ),
    key(
        "directions",
        Group::Figures,
        word!(Directions, figures.directions),
    ),
    key(
        "words",
        Group::Figures,
        Kind::Text {
            get: |p| &p.figures.example.words,
            set: |p| &mut p.figures.example.words,
        },
    ),
    key(
        "emb",
        Group::Figures,
        field!(Grid, figures.example.emb, limits::VEC_ENTRY),
    ),
    key(
        "wq",
        Group::Figures,
        field!(Grid, figures.example.wq, limits::VEC_ENTRY),
    ),
    key(
        "wk",
        Group::Figures,
        field!(Grid, figures.example.wk, limits::VEC_ENTRY),
    ),
    key(
        "slot",
        Group::Figures,
        field!(Int, figures.slots.slot_tokens, limits::POSITION),
    ),
    key(
        "len",
        Group::Figures,
        field!(Int, figures.slots.text_len_tokens, limits::LEN_TOKENS),
    ),
    key(
        "rows",
        Group::Figures,
        field!(Int, figures.learned.rows, limits::LEARNED_ROWS),
    ),
    key(
        "gap",
        Group::Figures,
        field!(Int, figures.learned.gap_tokens, limits::LEARNED_GAP_TOKENS),
    ),
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
            find: |s| limits::PANELS.iter().copied().find(|p| *p == s),
        },
    ),
    key("view", Group::View, word!(Page, view.page)),
    key("theme", Group::View, word!(Theme, view.theme)),
    key("bg", Group::View, word!(Background, view.bg)),
    key("positions", Group::View, word!(Positions, view.positions)),
    key("alibi", Group::View, field!(Flag, view.alibi)),
    key(
        "heads",
        Group::View,
        field!(Count, view.alibi_heads, limits::ALIBI_HEADS),
    ),
    // The head's real upper bound follows `heads`; `clamp_all` applies it.
    key(
        "head",
        Group::View,
        field!(Count, view.alibi_head, limits::ALIBI_HEADS),
    ),
    key(
        "model",
        Group::View,
        Kind::Slug {
            get: |p| &p.view.model,
            set: |p| &mut p.view.model,
            find: |s| limits::KV_MODELS.iter().copied().find(|m| *m == s),
        },
    ),
    key("lock", Group::View, field!(Flag, view.lock_offset)),
    key("learned", Group::View, field!(Flag, view.with_learned)),
    key("answers", Group::View, field!(Flag, view.answers)),
    key("fused", Group::View, field!(Flag, view.fused)),
    key("precompute", Group::View, field!(Flag, view.precompute)),
    key("matrices", Group::View, field!(Flag, view.matrices)),
    key("angles", Group::View, field!(Flag, view.angles)),
    key("nolengths", Group::View, field!(Flag, view.hide_lengths)),
    key("from", Group::View, word!(ArgumentFrom, view.argument_from)),
    key(
        "open",
        Group::View,
        Kind::Names {
            get: |p| &p.view.open,
            set: |p| &mut p.view.open,
            choices: &limits::SECTIONS,
        },
    ),
    key(
        "methods",
        Group::View,
        Kind::Names {
            get: |p| &p.view.methods,
            set: |p| &mut p.view.methods,
            choices: &limits::METHODS,
        },
    ),
    key(
        "speed",
        Group::View,
        field!(Float, view.speed_tokens_per_s, limits::SPEED),
    ),
];

/// The key named `name`.
pub fn find_key(name: &str) -> Option<&'static Key> {
    KEYS.iter().find(|k| k.name == name)
}

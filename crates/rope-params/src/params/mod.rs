//! The parameters: the grouped state ([`Params`]: RoPE configuration, probe, view), their
//! word-valued settings, their ranges, and the table of URL keys that reads, writes and clamps
//! each one.

pub mod choices;
mod clamp;
mod example;
mod fix;
pub mod groups;
pub mod keys;
mod kind;
pub mod limits;
mod number;
mod parse;

pub use choices::{Background, Page, Positions, Theme};
pub use groups::{Params, Probe, View};
pub use keys::{find_key, Group, Key, KEYS};

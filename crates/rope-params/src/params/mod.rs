//! The parameters: the grouped state ([`Params`]: RoPE configuration, probe, view), their
//! word-valued settings, their ranges, and the table of URL keys that reads, writes and clamps
//! each one.

pub mod choices;
mod clamp;
mod example;
mod fix;
pub mod groups;
mod key;
pub mod keys;
mod kind;
pub mod limits;
mod number;
mod parse;
mod read;

pub use choices::{ArgumentFrom, Background, Page, Positions, Theme};
pub use groups::{Figures, Params, Probe, View};
pub use key::{Group, Key};
pub use keys::{find_key, KEYS};

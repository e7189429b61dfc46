//! `argument`: the seven steps' numbers, none of which the figure's settings change.

use rope_params::Params;

pub(super) fn body(_: &Params) -> String {
    include_str!("argument.py").to_string()
}

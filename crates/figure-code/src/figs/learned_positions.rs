//! `learned-positions`: position m's row of a learned table (a seeded stand-in for a trained
//! one), or no row past the table.

use super::super::py;
use rope_math::learned::{learned_mark, learned_table, TABLE_LEN, TABLE_WIDTH};

/// The figure's table length as rows (a `rows` too large for memory cannot be set: its limit).
fn rows(p: &Params) -> usize {
    usize::try_from(p.figures.learned.rows).unwrap_or(TABLE_LEN)
}
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    let len = rows(p);
    let table = learned_table(len, TABLE_WIDTH, 11);
    let row = learned_mark(&table, p.probe.m).map_or("[]".to_string(), py::floats);
    py::fill(
        include_str!("learned_positions.py"),
        &[
            ("m", py::int(p.probe.m)),
            ("table_len", py::count(len)),
            ("row", row),
        ],
    )
}

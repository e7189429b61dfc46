//! A learned position table, as GPT-2 and BERT have: one trained vector per position, up to
//! the longest text the model was trained on, and no row at all past it.

use crate::vectors::SplitMix64;

/// The example table's length (positions 0 to 15) and width.
pub const TABLE_LEN: usize = 16;
pub const TABLE_WIDTH: usize = 8;

/// The learned-positions figure's table: how many positions it holds rows for (the longest
/// text trained on). The story's table is short enough to read; a lecture's is a real length.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableRows {
    pub rows: u64,
}

impl Default for TableRows {
    fn default() -> Self {
        TableRows {
            rows: TABLE_LEN as u64,
        }
    }
}

/// The positions a table of `rows` shows at once, as a range of rows: all of a short table;
/// of a long one, the window around `position`, or its last rows when `position` is past it.
pub fn shown_rows(rows: usize, position: u64, shown: usize) -> std::ops::Range<usize> {
    if rows <= shown {
        return 0..rows;
    }
    let last_start = rows - shown;
    let start = usize::try_from(position)
        .ok()
        .filter(|p| *p < rows)
        .map_or(last_start, |p| p.saturating_sub(shown / 2).min(last_start));
    start..start + shown
}

/// A seeded stand-in for a trained table: `len` rows of `width` numbers (training would have
/// set them; their values here only need to differ from row to row).
pub fn learned_table(len: usize, width: usize, seed: u64) -> Vec<Vec<f64>> {
    let mut rng = SplitMix64::new(seed);
    (0..len)
        .map(|_| (0..width).map(|_| 0.5 * rng.next_normal()).collect())
        .collect()
}

/// The mark of `position`: its row, or `None` past the table.
pub fn learned_mark(table: &[Vec<f64>], position: u64) -> Option<&[f64]> {
    usize::try_from(position)
        .ok()
        .and_then(|p| table.get(p))
        .map(Vec::as_slice)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_per_position_and_none_past_the_table() {
        let t = learned_table(TABLE_LEN, TABLE_WIDTH, 11);
        assert_eq!(t.len(), TABLE_LEN);
        assert!(t
            .iter()
            .all(|r| r.len() == TABLE_WIDTH && r.iter().all(|v| v.is_finite())));
        assert_eq!(learned_mark(&t, 15), Some(t[15].as_slice()));
        assert_eq!(learned_mark(&t, 16), None);
        assert_eq!(learned_mark(&t, u64::MAX), None);
        // Seeded: the same table every time, and rows that differ.
        assert_eq!(t, learned_table(TABLE_LEN, TABLE_WIDTH, 11));
        assert_ne!(t[0], t[1]);
    }

    #[test]
    fn a_longer_table_begins_with_the_short_one() {
        // Rows are drawn in order, so the lecture's 4,000-row table and the story's 16-row one
        // agree on the rows they share: one table, seen at two lengths.
        let long = learned_table(4000, TABLE_WIDTH, 11);
        assert_eq!(
            long[..TABLE_LEN],
            learned_table(TABLE_LEN, TABLE_WIDTH, 11)[..]
        );
        assert!(learned_mark(&long, 3999).is_some());
        assert_eq!(learned_mark(&long, 5000), None);
    }

    #[test]
    fn the_window_shows_the_position_or_the_tables_end() {
        assert_eq!(shown_rows(16, 20, 16), 0..16);
        assert_eq!(shown_rows(4000, 5000, 16), 3984..4000);
        assert_eq!(shown_rows(4000, 3999, 16), 3984..4000);
        assert_eq!(shown_rows(4000, 100, 16), 92..108);
        assert_eq!(shown_rows(4000, 3, 16), 0..16);
        assert_eq!(shown_rows(4000, u64::MAX, 16), 3984..4000);
    }
}

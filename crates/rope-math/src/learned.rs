//! A learned position table, as GPT-2 and BERT have: one trained vector per position, up to
//! the longest text the model was trained on, and no row at all past it.

use crate::vectors::SplitMix64;

/// The example table's length (positions 0 to 15) and width.
pub const TABLE_LEN: usize = 16;
pub const TABLE_WIDTH: usize = 8;

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
}

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
    /// Tokens between the two words whose score is followed along the table (0: no such
    /// chart; the lecture's slide asks for one).
    pub gap_tokens: u64,
}

impl Default for TableRows {
    fn default() -> Self {
        TableRows {
            rows: TABLE_LEN as u64,
            gap_tokens: 0,
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

/// The gap between the two words of the slide's pair (as "three seats to my left").
pub const PAIR_GAP_TOKENS: u64 = 3;

/// Two seeded stand-in word vectors as wide as the table (a query word and a key word).
pub fn pair_words(width: usize) -> (Vec<f64>, Vec<f64>) {
    let mut rng = SplitMix64::new(29);
    let mut word = || (0..width).map(|_| rng.next_normal()).collect::<Vec<f64>>();
    let query = word();
    (query, word())
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// The words' own score, before any mark is added.
pub fn words_score(query: &[f64], key: &[f64]) -> f64 {
    dot(query, key)
}

/// The score of the query word at position p and the key word at p + `gap`, each with its
/// learned mark added: (q + mark(p)) · (k + mark(p + gap)), for every p whose two rows the
/// table holds (none past its end). Nothing keeps it the same from p to p: the gap reaches
/// the score only through whatever the rows happen to hold.
pub fn gap_scores(table: &[Vec<f64>], query: &[f64], key: &[f64], gap: u64) -> Vec<f64> {
    let gap = usize::try_from(gap).unwrap_or(usize::MAX);
    let count = table.len().saturating_sub(gap);
    (0..count)
        .map(|p| {
            let q: Vec<f64> = query.iter().zip(&table[p]).map(|(w, m)| w + m).collect();
            let k: Vec<f64> = key
                .iter()
                .zip(&table[p + gap])
                .map(|(w, m)| w + m)
                .collect();
            dot(&q, &k)
        })
        .collect()
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

    #[test]
    fn the_same_gap_scores_differently_along_the_table_and_stops_at_its_end() {
        let table = learned_table(4000, TABLE_WIDTH, 11);
        let (q, k) = pair_words(TABLE_WIDTH);
        let scores = gap_scores(&table, &q, &k, PAIR_GAP_TOKENS);
        // A score wherever both rows exist: the query word up to position 3,996.
        assert_eq!(scores.len(), 3997);
        // Each is (q + mark p)·(k + mark p + 3), computed the long way.
        let p = 1234;
        let direct: f64 = (0..TABLE_WIDTH)
            .map(|j| (q[j] + table[p][j]) * (k[j] + table[p + 3][j]))
            .sum();
        assert!((scores[p] - direct).abs() < 1e-12);
        // One gap, many scores: the spread is of the size of the words' own score.
        let (lo, hi) = scores
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), v| {
                (l.min(*v), h.max(*v))
            });
        assert!(hi - lo > 1.0, "{lo}..{hi}");
        assert!(words_score(&q, &k).is_finite());
        // A gap past the table leaves no score, and a short table none past its end.
        assert!(gap_scores(&table, &q, &k, 4000).is_empty());
        assert!(gap_scores(&table, &q, &k, u64::MAX).is_empty());
        assert_eq!(
            gap_scores(&learned_table(16, TABLE_WIDTH, 11), &q, &k, 3).len(),
            13
        );
    }
}

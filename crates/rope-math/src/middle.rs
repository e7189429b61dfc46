//! A published measurement, not a formula: how often a model answers correctly against where
//! the one document holding the answer sits among the documents of its prompt (Liu et al.,
//! "Lost in the Middle: How Language Models Use Long Contexts", TACL 2024, arXiv 2307.03172;
//! multi-document question answering, appendix G.2, 20 documents, about 4K tokens). The
//! figure draws these numbers as reported and interpolates nothing between them.

/// The model the numbers are for.
pub const MODEL: &str = "GPT-3.5-Turbo (0613)";

/// Documents in each prompt.
pub const DOCUMENTS: usize = 20;

/// Accuracy with no documents at all (closed book), percent.
pub const CLOSED_BOOK_PCT: f64 = 56.1;

/// (position of the document with the answer, counted from 1; accuracy, percent), as
/// reported: the study measured these five positions.
pub const MEASURED: [(usize, f64); 5] = [(1, 75.8), (5, 57.2), (10, 53.8), (15, 55.4), (20, 63.2)];

/// Where a fact `depth_pct` percent into the prompt sits among the documents: the measured
/// position nearest it (document 1 at 0 %, document 20 at 100 %). A value out of range or
/// not a number is brought to the nearest end.
pub fn nearest_measured(depth_pct: f64) -> (usize, f64) {
    let depth = if depth_pct.is_nan() {
        0.0
    } else {
        depth_pct.clamp(0.0, 100.0)
    };
    let at = 1.0 + depth / 100.0 * (DOCUMENTS - 1) as f64;
    MEASURED
        .iter()
        .copied()
        .min_by(|a, b| (a.0 as f64 - at).abs().total_cmp(&(b.0 as f64 - at).abs()))
        .unwrap_or(MEASURED[0])
}

/// How far into the prompt document `position` starts, percent (document 1 at 0 %).
pub fn depth_pct(position: usize) -> f64 {
    let p = position.clamp(1, DOCUMENTS);
    (p - 1) as f64 / (DOCUMENTS - 1) as f64 * 100.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_middle_is_used_least_and_below_no_documents_at_all() {
        // The U: both ends above every middle position, the lowest at document 10.
        let (first, last) = (MEASURED[0].1, MEASURED[4].1);
        let lowest = MEASURED.iter().map(|m| m.1).fold(f64::INFINITY, f64::min);
        assert_eq!(lowest, 53.8);
        assert!(MEASURED[1..4].iter().all(|m| m.1 < first && m.1 < last));
        // The paper's point: in the middle the model does worse than with no documents.
        assert!(lowest < CLOSED_BOOK_PCT);
        assert!((first - lowest - 22.0).abs() < 1e-9);
    }

    #[test]
    fn a_depth_picks_the_nearest_measured_document() {
        assert_eq!(nearest_measured(0.0).0, 1);
        assert_eq!(nearest_measured(50.0).0, 10);
        assert_eq!(nearest_measured(100.0).0, 20);
        assert_eq!(nearest_measured(80.0).0, 15);
        assert_eq!(nearest_measured(f64::NAN).0, 1);
        assert_eq!(nearest_measured(1e9).0, 20);
        for (position, _) in MEASURED {
            assert_eq!(nearest_measured(depth_pct(position)).0, position);
        }
    }
}

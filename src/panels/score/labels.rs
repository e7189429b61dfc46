//! Where the labels of the score chart's vertical markers go (training length, inference
//! length, the m − n cursor): beside their line, in the first row down where they meet no
//! other label, and to the line's left where they would run past the plot's right edge. On a
//! narrow screen the markers crowd together; their labels must stay readable.

/// A label's place: its left edge in pixels from the plot's left, and its row (0 at the top).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabelPlace {
    pub left_px: f64,
    pub row: usize,
}

/// Places labels `(line_x_px, width_px)` (in drawing order) in a plot `plot_width_px` wide,
/// leaving `gap_px` between neighbours in a row.
pub fn place_labels(labels: &[(f64, f64)], plot_width_px: f64, gap_px: f64) -> Vec<LabelPlace> {
    // Per row, the spans `[left, right]` already taken.
    let mut rows: Vec<Vec<(f64, f64)>> = Vec::new();
    labels
        .iter()
        .map(|&(x, width)| {
            let left = if x + gap_px + width > plot_width_px {
                (x - gap_px - width).max(0.0)
            } else {
                x + gap_px
            };
            let right = left + width;
            let free = |taken: &Vec<(f64, f64)>| {
                taken
                    .iter()
                    .all(|&(l, r)| right + gap_px <= l || left >= r + gap_px)
            };
            let row = rows.iter().position(free).unwrap_or(rows.len());
            if row == rows.len() {
                rows.push(Vec::new());
            }
            rows[row].push((left, right));
            LabelPlace { left_px: left, row }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_apart_share_the_top_row() {
        let placed = place_labels(&[(10.0, 50.0), (200.0, 50.0)], 400.0, 3.0);
        assert_eq!(
            placed[0],
            LabelPlace {
                left_px: 13.0,
                row: 0
            }
        );
        assert_eq!(
            placed[1],
            LabelPlace {
                left_px: 203.0,
                row: 0
            }
        );
    }

    #[test]
    fn crowded_labels_step_down_a_row() {
        // Lines 20 px apart with labels 60 px wide: each needs its own row.
        let placed = place_labels(&[(100.0, 60.0), (120.0, 60.0), (140.0, 60.0)], 400.0, 3.0);
        let rows: Vec<usize> = placed.iter().map(|p| p.row).collect();
        assert_eq!(rows, vec![0, 1, 2]);
        // A fourth label far away goes back to the top row.
        let placed = place_labels(&[(100.0, 60.0), (120.0, 60.0), (300.0, 60.0)], 400.0, 3.0);
        assert_eq!(placed[2].row, 0);
    }

    #[test]
    fn a_label_at_the_right_edge_turns_to_the_left_of_its_line() {
        let placed = place_labels(&[(380.0, 60.0)], 400.0, 3.0);
        assert_eq!(
            placed[0],
            LabelPlace {
                left_px: 317.0,
                row: 0
            }
        );
        // Never past the left edge either.
        let placed = place_labels(&[(30.0, 500.0)], 400.0, 3.0);
        assert_eq!(placed[0].left_px, 0.0);
    }
}

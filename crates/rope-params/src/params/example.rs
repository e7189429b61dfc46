//! A blog author's example (`words`, `emb`, `wq`, `wk`): the rules that tie the four keys
//! together. Each key alone is read by its kind; here their shapes are made to agree, and a
//! shape that cannot be used is dropped (the figure's own example takes its place) and said so.

use super::groups::Params;
use super::limits::{EMB_WIDTH, WORDS};
use crate::correction::Correction;
use rope_math::order::SENTENCE_DIMS;

pub(crate) fn clamp_example(p: &mut Params, fixes: &mut Vec<Correction>) {
    let figures = &mut p.figures;
    let most = WORDS.1;
    if figures.example.words.len() > most {
        figures.example.words.truncate(most);
        fixes.push(Correction::new(
            "words",
            format!("at most {most} words; kept the first {most}"),
        ));
    }
    if figures.example.emb.len() > most {
        figures.example.emb.truncate(most);
        fixes.push(Correction::new(
            "emb",
            format!("at most {most} vectors; kept the first {most}"),
        ));
    }
    if let Some(why) = emb_shape_problem(&figures.example.emb) {
        fixes.push(Correction::new(
            "emb",
            format!("{why}; used the figure's own vectors"),
        ));
        figures.example.emb.clear();
    }
    let width = figures.example.emb.first().map_or(SENTENCE_DIMS, Vec::len);
    if width % 2 == 1 {
        for row in figures.example.emb.iter_mut() {
            row.push(0.0);
        }
        fixes.push(Correction::new(
            "emb",
            format!("width {width} is odd; RoPE turns pairs, so each vector got a 0 at the end"),
        ));
    }
    let width = figures.example.emb.first().map_or(SENTENCE_DIMS, Vec::len);
    if !figures.example.words.is_empty()
        && !figures.example.emb.is_empty()
        && figures.example.words.len() != figures.example.emb.len()
    {
        let n = figures.example.words.len().min(figures.example.emb.len());
        fixes.push(Correction::new(
            "emb",
            format!(
                "{} words but {} vectors; used the first {n} of each",
                figures.example.words.len(),
                figures.example.emb.len()
            ),
        ));
        figures.example.words.truncate(n);
        figures.example.emb.truncate(n);
    }
    let count = figures.example.words.len().max(figures.example.emb.len());
    if p.view.fig.as_deref() == Some("order-blind") && count == 1 {
        fixes.push(Correction::new(
            "words",
            "a shuffle needs 2 to 8 words; used the figure's own sentence".to_string(),
        ));
        figures.example.words.clear();
        figures.example.emb.clear();
    }
    for (name, grid) in [
        ("wq", &mut figures.example.wq),
        ("wk", &mut figures.example.wk),
    ] {
        let square = grid.len() == width && grid.iter().all(|row| row.len() == width);
        if !grid.is_empty() && !square {
            fixes.push(Correction::new(
                name,
                format!(
                    "needs {width} rows of {width} numbers (the vectors' width); {}",
                    if figures.example.emb.is_empty() {
                        "used the figure's own grid"
                    } else {
                        "used the vectors themselves"
                    }
                ),
            ));
            grid.clear();
        }
    }
}

/// Why `emb` cannot be used as it is: rows of unequal width, or a width out of range.
fn emb_shape_problem(emb: &[Vec<f64>]) -> Option<String> {
    let first = emb.first()?.len();
    if emb.iter().any(|row| row.len() != first) {
        let widths: Vec<String> = emb.iter().map(|r| r.len().to_string()).collect();
        return Some(format!("vectors of unequal widths ({})", widths.join(", ")));
    }
    let (lo, hi) = EMB_WIDTH;
    // An odd width up to 7 is padded to the next pair by the caller.
    if first < lo || first > hi {
        return Some(format!("width {first} is outside {lo} to {hi}"));
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::Params;

    #[test]
    fn the_seeds_sentence_reads_as_written() {
        let (p, fixes) =
            Params::from_query("fig=order-blind&words=nolan,ended&emb=2,1,1,0;0,1,2,1");
        assert!(fixes.is_empty(), "{fixes:?}");
        assert_eq!(p.figures.example.words, ["nolan", "ended"]);
        assert_eq!(
            p.figures.example.emb,
            [vec![2.0, 1.0, 1.0, 0.0], vec![0.0, 1.0, 2.0, 1.0]]
        );
        assert_eq!(Params::from_query(&p.to_query()).0, p);
    }

    #[test]
    fn words_with_url_characters_survive_a_round_trip() {
        let mut p = Params::default();
        p.figures.example.words = vec!["a&b".into(), "c d".into(), "é;#".into()];
        let (again, fixes) = Params::from_query(&p.to_query());
        assert!(fixes.is_empty(), "{fixes:?}");
        assert_eq!(again.figures.example.words, p.figures.example.words);
    }

    #[test]
    fn bad_shapes_are_dropped_or_fixed_and_said() {
        let (p, fixes) = Params::from_query("words=a,b&emb=1,2;3");
        assert!(p.figures.example.emb.is_empty());
        assert!(fixes.iter().any(|f| f.key == "emb"));
        let (p, fixes) = Params::from_query("emb=1,2,3;4,5,6");
        assert_eq!(
            p.figures.example.emb,
            [vec![1.0, 2.0, 3.0, 0.0], vec![4.0, 5.0, 6.0, 0.0]]
        );
        assert_eq!(fixes.len(), 1);
        let (p, fixes) = Params::from_query("words=a,b,c&emb=1,2;3,4");
        assert_eq!(
            (p.figures.example.words.len(), p.figures.example.emb.len()),
            (2, 2)
        );
        assert_eq!(fixes.len(), 1);
        let (p, fixes) = Params::from_query("emb=1,2;3,4&wq=1,0;0,1&wk=1,2,3");
        assert_eq!(p.figures.example.wq.len(), 2);
        assert!(p.figures.example.wk.is_empty());
        assert_eq!(fixes.len(), 1);
        let (p, fixes) = Params::from_query("fig=order-blind&words=alone");
        assert!(p.figures.example.words.is_empty());
        assert_eq!(fixes.len(), 1);
        let (p, _) = Params::from_query("words=a,b,c,d,e,f,g,h,i&emb=x");
        assert_eq!(p.figures.example.words.len(), 8);
        let (p, fixes) = Params::from_query("emb=1,2,3,4,5,6,7,8,9,10;1,2,3,4,5,6,7,8,9,10");
        assert!(p.figures.example.emb.is_empty());
        assert_eq!(fixes.len(), 1);
    }
}

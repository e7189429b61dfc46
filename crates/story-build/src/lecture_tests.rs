//! The lecture's build: a slide's parts, the checks that stop the build, the deck's numbering.

use super::*;

fn slides(body: &str) -> Result<Vec<Slide>, BuildError> {
    read_slides("S", body, Path::new("s.md"), 1, &mut Hooks::new())
}

#[test]
fn a_slide_has_its_figure_bullets_and_notes() {
    let s = slides(
        "## Positions 3 and 1\n\n{{< rope-explorer query=\"fig=proof&m=3&n=1\" >}}\n\n- q turns 90°\n- score 2.732\n\n> Say why.\n",
    );
    let s = match s {
        Ok(s) => s,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(s.len(), 1);
    assert_eq!(s[0].title, "Positions 3 and 1");
    assert!(s[0]
        .figure
        .starts_with("<rope-figure fill bare fig=\"proof\" query=\"m=3&amp;n=1\""));
    assert!(s[0].bullets_html.contains("<li>score 2.732</li>"));
    assert!(s[0].notes_html.contains("Say why."));
}

#[test]
fn a_slide_without_a_figure_or_notes_or_with_five_bullets_stops_the_build() {
    let no_figure = slides("## A\n\n- one\n\n> n\n");
    assert!(no_figure.is_err_and(|e| e.message.contains("exactly one figure")));
    let no_notes = slides("## A\n\n{{< rope-explorer query=\"fig=rotate\" >}}\n");
    assert!(no_notes.is_err_and(|e| e.message.contains("no notes")));
    let five = slides(
        "## A\n\n{{< rope-explorer query=\"fig=rotate\" >}}\n\n- a\n- b\n- c\n- d\n- e\n\n> n\n",
    );
    assert!(five.is_err_and(|e| e.message.contains("5 bullets")));
    let stray = slides("Some prose.\n\n## A\n");
    assert!(stray.is_err_and(|e| e.message.contains("start with `## Title`")));
    let unknown = slides("## A\n\n{{< rope-explorer query=\"fig=nope\" >}}\n\n> n\n");
    assert!(unknown.is_err_and(|e| e.message.contains("unknown figure")));
}

#[test]
fn the_deck_numbers_its_slides_from_one() {
    let slide = |title: &str, fig: &str| Slide {
        section: "S".into(),
        title: title.into(),
        figure: format!("<rope-figure fill fig=\"{fig}\"></rope-figure>"),
        bullets_html: String::new(),
        notes_html: "<p>n</p>".into(),
    };
    let lecture = Lecture {
        title: "T".into(),
        subtitle: "U".into(),
        slides: vec![slide("One", "rotate"), slide("Two", "proof")],
    };
    let html = deck_html(&lecture, "");
    assert!(html.contains("data-testid=\"slide-1\""));
    assert!(html.contains("data-testid=\"slide-2\""));
    assert!(html.contains("aria-label=\"2 of 2: Two\""));
    assert!(served_lecture(&html).is_ok());
}

//! The story's shape built from a folder of its own: chapters of sections share a number,
//! depth stands in its container with its opening and closing, references take numbers, and
//! what the build refuses (a depth chapter without its note, a group without its title, a
//! reference to nothing or to the chapter it stands in).

use crate::content::{read_story, Story};
use crate::page::story_parts;
/// A story of `chapters` (file name, text) in a folder of its own, with `index` as
/// `_index.md`'s front matter lines.
fn story_of(name: &str, index: &str, chapters: &[(&str, &str)]) -> Result<Story, String> {
    let dir = std::env::temp_dir().join(format!("story-build-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let write = |file: &str, text: &str| std::fs::write(dir.join(file), text);
    write(
        "_index.md",
        &format!("+++\ntitle = \"T\"\ntagline = \"t\"\nfooter = \"f\"\n{index}\n+++\n\nThe lede."),
    )
    .map_err(|e| e.to_string())?;
    write("_end.md", "The end.").map_err(|e| e.to_string())?;
    for (file, text) in chapters {
        write(file, text).map_err(|e| e.to_string())?;
    }
    read_story(&dir).map_err(|e| e.to_string())
}

const NOTE: &str = "why = \"w\"\nread_first = [\"a\"]\nknown = \"k\"\nopen = \"o\"";

#[test]
fn groups_share_a_number_and_depth_stands_apart_with_its_note() {
    let story = story_of(
        "shape",
        "parts = [\"One\", \"Notes | research\"]\nchapters = [\"a + b\", \"c\", \"d\"]",
        &[
            (
                "a.md",
                "+++\ntitle = \"A\"\ngroup = \"Ab\"\npart = 1\n+++\n\nSee [chapter §](#d).",
            ),
            ("b.md", "+++\ntitle = \"B\"\npart = 1\n+++\n\nB's text."),
            (
                "c.md",
                "+++\ntitle = \"C\"\npart = 1\n+++\n\nChapters [§](#a) and [§](#d).",
            ),
            (
                "d.md",
                &format!("+++\ntitle = \"D\"\npart = 2\n{NOTE}\n+++\n\nD's text."),
            ),
        ],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let numbers: Vec<usize> = story.chapters.iter().map(|c| c.number).collect();
    assert_eq!(numbers, [1, 1, 2, 3]);
    let html = story_parts(&story)
        .unwrap_or_else(|e| panic!("{e}"))
        .concat();
    assert!(html.contains("See <a href=\"#d\">chapter 3 (optional)</a>."));
    assert!(html.contains("Chapters <a href=\"#a\">1</a> and <a href=\"#d\">3 (optional)</a>."));
    assert!(html.contains("<span class=\"chapter-number\">1</span> Ab</h2><h3>A</h3>"));
    assert!(html.contains("<section class=\"chapter chapter-section\" id=\"b\""));
    // The group links on from its last section only.
    assert_eq!(html.matches("rel=\"next\" href=\"#c\"").count(), 1);
    assert!(html.contains("data-depth=\"research\""));
    assert!(html.contains("data-testid=\"note-opening\""));
    assert!(html.contains("<strong>Read first:</strong> <a href=\"#a\">Ab (chapter 1)</a>."));
    assert!(html.contains("data-testid=\"note-closing\""));
}

#[test]
fn a_depth_chapter_without_its_note_or_a_reference_to_nothing_stops_the_build() {
    let bare = story_of(
        "no-note",
        "parts = [\"One\", \"Notes | research\"]\nchapters = [\"a\", \"d\"]",
        &[
            ("a.md", "+++\ntitle = \"A\"\npart = 1\n+++\n\nA."),
            ("d.md", "+++\ntitle = \"D\"\npart = 2\n+++\n\nD."),
        ],
    );
    assert!(bare.is_err_and(|e| e.contains("read_first")));
    let untitled = story_of(
        "no-group",
        "parts = [\"One\"]\nchapters = [\"a + b\"]",
        &[
            ("a.md", "+++\ntitle = \"A\"\npart = 1\n+++\n\nA."),
            ("b.md", "+++\ntitle = \"B\"\npart = 1\n+++\n\nB."),
        ],
    );
    assert!(untitled.is_err_and(|e| e.contains("group")));
    let dangling = story_of(
        "dangling",
        "parts = [\"One\"]\nchapters = [\"a\"]",
        &[(
            "a.md",
            "+++\ntitle = \"A\"\npart = 1\n+++\n\nSee [chapter §](#zz).",
        )],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(story_parts(&dangling).is_err_and(|e| e.to_string().contains("#zz")));
    let itself = story_of(
        "itself",
        "parts = [\"One\"]\nchapters = [\"a + b\"]",
        &[
            (
                "a.md",
                "+++\ntitle = \"A\"\ngroup = \"G\"\npart = 1\n+++\n\nA.",
            ),
            (
                "b.md",
                "+++\ntitle = \"B\"\npart = 1\n+++\n\nAs [chapter §](#a) said.",
            ),
        ],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(story_parts(&itself).is_err_and(|e| e.to_string().contains("itself")));
}

//! `mrope`: which axis (time, height, width) each frequency index follows, the frequencies,
//! and the three position ids of a 2 × 3 image followed by 3 text tokens.

use super::super::py;
use rope_math::{Choice, MropeLayout};
use rope_params::Params;

/// The published split of a layout when the settings give none (the figure's `section_of`).
fn published(layout: MropeLayout) -> [u64; 3] {
    match layout {
        MropeLayout::Chunked => [16, 24, 24],
        MropeLayout::Interleaved => [24, 20, 20],
    }
}

pub(super) fn body(p: &Params) -> String {
    let s = &p.rope.mrope_section;
    let section = if s.is_empty() {
        published(p.rope.mrope_layout)
    } else {
        let whole = |i: usize| s.get(i).map_or(0, |x| *x as u64);
        [whole(0), whole(1), whole(2)]
    };
    let section = format!("[{}, {}, {}]", section[0], section[1], section[2]);
    py::fill(
        include_str!("mrope.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("base", py::float(p.rope.base)),
            ("section", section),
            ("layout", py::string(p.rope.mrope_layout.slug())),
        ],
    )
}

//! The page's own word-valued settings (theme, backdrop, toggles, which page), each with its URL
//! spelling (`slug`) and the list of every value. The configuration's are `rope_math::choice`.

use rope_math::Choice;

/// Colour scheme; `Auto` follows `prefers-color-scheme`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Theme {
    Auto,
    Light,
    Dark,
}

impl Choice for Theme {
    const ALL: &'static [Theme] = &[Theme::Auto, Theme::Light, Theme::Dark];
    fn slug(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

/// The page behind the backdrop of an embedded figure or panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Background {
    /// The page's own background colour.
    Opaque,
    /// None: the host page shows through (`bg=transparent`).
    Transparent,
}

impl Choice for Background {
    const ALL: &'static [Background] = &[Background::Opaque, Background::Transparent];
    fn slug(self) -> &'static str {
        match self {
            Background::Opaque => "opaque",
            Background::Transparent => "transparent",
        }
    }
}

/// What the order-blind figure adds to the words (`positions=`): nothing, or RoPE.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Positions {
    None,
    Rope,
}

impl Choice for Positions {
    const ALL: &'static [Positions] = &[Positions::None, Positions::Rope];
    fn slug(self) -> &'static str {
        match self {
            Positions::None => "none",
            Positions::Rope => "rope",
        }
    }
}

/// Whose worked example the argument figure computes on (`from=`): the story's or the
/// lecture's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArgumentFrom {
    Story,
    Lecture,
}

impl Choice for ArgumentFrom {
    const ALL: &'static [ArgumentFrom] = &[ArgumentFrom::Story, ArgumentFrom::Lecture];
    fn slug(self) -> &'static str {
        match self {
            ArgumentFrom::Story => "story",
            ArgumentFrom::Lecture => "lecture",
        }
    }
}

impl ArgumentFrom {
    /// The example's settings.
    pub fn example(self) -> &'static rope_math::argument::Example {
        match self {
            ArgumentFrom::Story => &rope_math::argument::STORY,
            ArgumentFrom::Lecture => &rope_math::argument::LECTURE,
        }
    }
}

/// Which page `/` shows (`view=`): the story, or the lab of panels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Page {
    Story,
    Lab,
    /// The lecture as a deck (`?view=lecture`).
    Lecture,
}

impl Choice for Page {
    const ALL: &'static [Page] = &[Page::Story, Page::Lab, Page::Lecture];
    fn slug(self) -> &'static str {
        match self {
            Page::Story => "story",
            Page::Lab => "lab",
            Page::Lecture => "lecture",
        }
    }
}

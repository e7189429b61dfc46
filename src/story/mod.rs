//! The story (`/`): the seeds' argument in reading order, as chapters of short prose with
//! figures between the paragraphs. Each figure keeps settings of its own (a local state that
//! starts at its worked example), and the story never writes the page's address.

mod body;
mod chapters;
mod figure;
mod numbers;
mod page;
mod part1;
mod part2;
mod part3;
mod part3_stretch;
mod part4;
pub mod prerendered;

pub use page::StoryPage;

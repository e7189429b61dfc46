//! Why attention is order-blind: with no positions, shuffling the words only shuffles the rows
//! and columns of the score matrix (each word keeps its scores); with RoPE, the scores
//! themselves change, because each word is turned by the slot it lands in.

mod matrix;
mod sentence;

pub use matrix::{score_matrix, shown_order, shuffled};
pub use sentence::{Example, Sentence, EXAMPLE_WORDS, SENTENCE_DIMS};

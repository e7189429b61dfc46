//! Figure `argument`: the whole argument on one page, seven numbered steps. Before the talk
//! (the agenda) each step asks its question; after it (`answers=1`, the recap) each shows the
//! number its chapter computes.

use super::argument_cards::{draw, height_for, short_at, Card};
use super::frame::FigureFrame;
use crate::format::{plain, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use leptos::prelude::*;
use rope_math::argument::{argument, Argument};
use rope_params::figures::plot_of;

/// The steps: title, question, and the answer from the numbers; `short`, the few words a
/// slide has room for (its text is a thirtieth of the screen high).
fn cards(a: &Argument, answers: bool, short: bool) -> Vec<Card> {
    let deg = |x: f64, digits: usize| format!("{}°", plain(x, digits));
    let score = plain(a.score_near, 4);
    let moved = plain(a.score_moved, 4);
    let (fast, slow) = (
        plain(a.fastest_turn_tokens, 3),
        tokens(a.slowest_turn_tokens),
    );
    let ratio = plain(a.scores_ratio, 3);
    let (trained, long) = (deg(a.slowest_trained_deg, 3), deg(a.slowest_long_deg, 4));
    let (near, squeezed) = (deg(a.neighbours_deg, 3), deg(a.neighbours_squeezed_deg, 3));
    let left = tokens(a.answer_left_tokens);
    let (window, prompt) = (tokens(8000.0), tokens(7500.0));
    // (title, short title, question, short question, answer, short answer)
    let steps: [(&'static str, &'static str, &str, &str, String, String); 7] = [
        (
            "Attention cannot see order",
            "Order",
            "Can attention tell “the dog bit the man” from “the man bit the dog”?",
            "Can attention see order?",
            "Shuffle the words: the same scores, only moved around.".into(),
            "Shuffled: the same scores".into(),
        ),
        (
            "Turn q and k by their positions",
            "Rotation",
            "How can a score see only the distance between two words?",
            "How can a score see only distance?",
            format!("cat at 3 and 7: {score}; moved to 10 and 14: {moved}."),
            format!("{score} at 3 & 7 and at 10 & 14"),
        ),
        (
            "Many pairs, many speeds",
            "Many speeds",
            "Why does each pair of numbers turn at its own speed?",
            "Why many speeds?",
            format!("One turn takes {fast} to {slow} tokens, pair 0 to pair 63."),
            format!("{fast} to {slow} tokens a turn"),
        ),
        (
            "Long texts cost",
            "Cost",
            "What does a text 8 times longer cost?",
            "What does length cost?",
            format!("8× the text: {ratio}× the scores."),
            format!("8× the text, {ratio}× the scores"),
        ),
        (
            "Angles never seen",
            "Unseen angles",
            "What breaks past the length a model was trained on?",
            "What breaks past training?",
            format!(
                "The slowest pair: {trained} in training, {long} at {} tokens.",
                tokens(32_768.0)
            ),
            format!("slowest pair: {trained} → {long}"),
        ),
        (
            "Stretch the positions",
            "Stretch",
            "How can a model read 8 times further?",
            "How to read 8× further?",
            format!("Squeeze by 8: neighbours {near} → {squeezed} apart."),
            format!("neighbours {near} → {squeezed}"),
        ),
        (
            "What a window holds",
            "The window",
            "Does everything that fits get read?",
            "Is all that fits read?",
            format!("{window} window, {prompt} prompt: {left} left to answer."),
            format!("{window} − {prompt}: {left} left"),
        ),
    ];
    steps
        .into_iter()
        .map(
            |(title, short_title, question, short_question, answer, short_answer)| Card {
                title: if short { short_title } else { title },
                text: match (answers, short) {
                    (true, true) => short_answer,
                    (true, false) => answer,
                    (false, true) => short_question.to_string(),
                    (false, false) => question.to_string(),
                },
            },
        )
        .collect()
}

#[component]
pub fn ArgumentFigure() -> impl IntoView {
    let state = use_app_state();
    let numbers = argument();
    let answers = Memo::new(move |_| state.params.with(|p| p.view.answers));
    // Both forms: the picture takes the short one when it fills a slide.
    let shown = {
        let numbers = numbers.clone();
        Memo::new(move |_| {
            let answers = answers.get();
            (
                cards(&numbers, answers, false),
                cards(&numbers, answers, true),
            )
        })
    };
    let label = Signal::derive(move || {
        shown.with(|(steps, _)| {
            steps
                .iter()
                .enumerate()
                .map(|(k, c)| format!("{}. {}: {}", k + 1, c.title, c.text))
                .collect::<Vec<_>>()
                .join(" ")
        })
    });
    let count = 7;
    let num = |testid: &'static str, value: f64, text: String| {
        view! { <NumText testid=testid value=Signal::derive(move || value) shown=Signal::derive(move || text.clone())/> }
    };
    let a = numbers;
    view! {
        <FigureFrame slug="argument" caption="Seven steps from order to long context. As an agenda each asks its question; as a recap each gives the number its chapter computes.">
            <PlotCanvas testid=plot_of("argument") label=label min_height_css_px=84.0 max_height_css_px=600.0
                height_for_width=Callback::new(move |w| height_for(w, count))
                picture=paint(move |area, style| shown.with(|(long, short)| {
                    let width_css_px = style.css_px(area.dim_in_pixel().0);
                    draw(&area, if short_at(width_css_px, style.boxed) { short } else { long }, style)
                }))/>
            <details class="figure-table">
                <summary>"the numbers, and where they come from"</summary>
                <ul class="figure-list">
                    <li>"The seeds' score of cat and cat, one pair turning 0.1 rad a token: "
                        {num("argument-score", a.score_near, plain(a.score_near, 4))} " at positions 3 and 7, "
                        {num("argument-score-moved", a.score_moved, plain(a.score_moved, 4))} " at 10 and 14."</li>
                    <li>"A head 128 wide, base 10,000: one turn of pair 0 takes "
                        {num("argument-fastest-turn", a.fastest_turn_tokens, plain(a.fastest_turn_tokens, 4))} " tokens, of pair 63 "
                        {num("argument-slowest-turn", a.slowest_turn_tokens, tokens(a.slowest_turn_tokens))} "."</li>
                    <li>"From 4,096 to 32,768 tokens: "
                        {num("argument-scores-ratio", a.scores_ratio, plain(a.scores_ratio, 3))} " times the scores; pair 63 turns "
                        {num("argument-slowest-trained-deg", a.slowest_trained_deg, format!("{}°", plain(a.slowest_trained_deg, 4)))} " at 4,096 and "
                        {num("argument-slowest-long-deg", a.slowest_long_deg, format!("{}°", plain(a.slowest_long_deg, 4)))} " at 32,768."</li>
                    <li>"Interpolation by 8: neighbours on pair 0 go from "
                        {num("argument-neighbours-deg", a.neighbours_deg, format!("{}°", plain(a.neighbours_deg, 4)))} " to "
                        {num("argument-squeezed-deg", a.neighbours_squeezed_deg, format!("{}°", plain(a.neighbours_squeezed_deg, 4)))} " apart."</li>
                    <li>"An 8,000-token window with a 7,500-token prompt leaves "
                        {num("argument-left", a.answer_left_tokens, tokens(a.answer_left_tokens))} " tokens for the answer."</li>
                </ul>
            </details>
        </FigureFrame>
    }
}

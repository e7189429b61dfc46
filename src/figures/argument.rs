//! Figure `argument`: the whole argument on one page, seven numbered steps. Before the talk
//! (the agenda) each step asks its question; after it (`answers=1`, the recap) each shows the
//! number its chapter computes.

use super::argument_cards::{draw, height_for, short_at, step_letter, Card};
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
    let ex = &a.example;
    let deg = |x: f64, digits: usize| format!("{}°", plain(x, digits));
    let (score, moved) = (plain(a.score_near, 4), plain(a.score_moved, 4));
    let (m, n) = (plain(ex.m, 6), plain(ex.n, 6));
    let (m2, n2) = (plain(ex.m + ex.shift, 6), plain(ex.n + ex.shift, 6));
    let (fast, slow) = (
        plain(a.fastest_turn_tokens, 3),
        tokens(a.slowest_turn_tokens),
    );
    let (longer, ratio) = (plain(a.length_ratio, 4), tokens(a.scores_ratio));
    let (trained, long) = (deg(a.slowest_trained_deg, 3), deg(a.slowest_long_deg, 4));
    let long_len = tokens(ex.unseen_tokens.1);
    let (near, squeezed) = (deg(a.neighbours_deg, 3), deg(a.neighbours_squeezed_deg, 3));
    let stretch = plain(ex.stretch, 3);
    let left = tokens(a.answer_left_tokens);
    let (window, prompt) = (
        tokens(ex.window_tokens as f64),
        tokens(ex.prompt_tokens as f64),
    );
    // (title, short title, question, short question, answer, short answer)
    let steps: [(&'static str, &'static str, String, String, String, String); 7] = [
        (
            "Attention cannot see order",
            "Order",
            "Can attention tell “the dog bit the man” from “the man bit the dog”?".into(),
            "Can attention see order?".into(),
            // Five words, 5 × 5 scores; without positions a shuffle changes none of them.
            "Shuffle the five words: 0 of the 25 scores change; they only move around.".into(),
            "Shuffled: 0 of 25 scores change".into(),
        ),
        (
            "Turn q and k by their positions",
            "Rotation",
            "How can a score see only the distance between two words?".into(),
            "How can a score see only distance?".into(),
            format!("At {m} and {n}: {score}; both moved to {m2} and {n2}: {moved}."),
            format!("{score} at {m} & {n} and at {m2} & {n2}"),
        ),
        (
            "Many pairs, many speeds",
            "Many speeds",
            "Why does each pair of numbers turn at its own speed?".into(),
            "Why many speeds?".into(),
            format!(
                "One turn takes {fast} to {slow} tokens, pair 0 to pair {} of a head {} wide.",
                ex.d / 2 - 1,
                ex.d
            ),
            format!("{fast} to {slow} tokens a turn"),
        ),
        (
            "Long texts cost",
            "Cost",
            format!("What does a text {longer} times longer cost?"),
            "What does length cost?".into(),
            format!("{longer}× the text: {ratio}× the scores."),
            format!("{longer}× the text, {ratio}× the scores"),
        ),
        (
            "Angles never seen",
            "Unseen angles",
            "What breaks past the length a model was trained on?".into(),
            "What breaks past training?".into(),
            format!("The slowest pair: {trained} in training, {long} at {long_len} tokens."),
            format!("slowest pair: {trained} → {long}"),
        ),
        (
            "Stretch the positions",
            "Stretch",
            format!("How can a model read {stretch} times further?"),
            format!("How to read {stretch}× further?"),
            format!("Squeeze by {stretch}: neighbours {near} → {squeezed} apart (YaRN leaves pair 0 at {near})."),
            format!("neighbours {near} → {squeezed}; YaRN: {near}"),
        ),
        (
            "What a window holds",
            "The window",
            "Does everything that fits get read?".into(),
            "Is all that fits read?".into(),
            format!("{window} window, {prompt} prompt: {left} left to answer, and not all of it read well."),
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
                    (false, true) => short_question,
                    (false, false) => question,
                },
            },
        )
        .collect()
}

#[component]
pub fn ArgumentFigure() -> impl IntoView {
    let state = use_app_state();
    let numbers = Memo::new(move |_| {
        state
            .params
            .with(|p| argument(p.view.argument_from.example()))
    });
    let answers = Memo::new(move |_| state.params.with(|p| p.view.answers));
    // Both forms: the picture takes the short one when it fills a slide.
    let shown = Memo::new(move |_| {
        let answers = answers.get();
        numbers.with(|a| (cards(a, answers, false), cards(a, answers, true)))
    });
    let label = Signal::derive(move || {
        shown.with(|(steps, _)| {
            steps
                .iter()
                .enumerate()
                .map(|(k, c)| format!("{}. {}: {}", step_letter(k), c.title, c.text))
                .collect::<Vec<_>>()
                .join(" ")
        })
    });
    let count = 7;
    // One number of the list under the figure, with its hook.
    let num = move |testid: &'static str, get: fn(&Argument) -> f64, show: fn(f64) -> String| {
        let value = Signal::derive(move || numbers.with(get));
        view! { <NumText testid=testid value=value shown=Signal::derive(move || show(value.get()))/> }
    };
    let ex = move |f: fn(&Argument) -> String| move || numbers.with(f);
    view! {
        <FigureFrame slug="argument" caption="Seven steps, A to G, from order to long context. As an agenda each asks its question; as a recap each gives a number, computed as its chapter computes it.">
            <PlotCanvas testid=plot_of("argument") label=label min_height_css_px=84.0 max_height_css_px=600.0
                height_for_width=Callback::new(move |w| height_for(w, count))
                picture=paint(move |area, style| shown.with(|(long, short)| {
                    let width_css_px = style.css_px(area.dim_in_pixel().0);
                    draw(&area, if short_at(width_css_px, style.boxed) { short } else { long }, style)
                }))/>
            <details class="figure-table">
                <summary>"the numbers, and where they come from"</summary>
                <ul class="figure-list">
                    <li>{ex(|a| format!("One pair, q = ({}, {}) and k = ({}, {}), turning {} rad a token: ", plain(a.example.q.0, 4), plain(a.example.q.1, 4), plain(a.example.k.0, 4), plain(a.example.k.1, 4), plain(a.example.theta_rad, 6)))}
                        {num("argument-score", |a| a.score_near, |v| plain(v, 6))}
                        {ex(|a| format!(" at positions {} and {}, ", a.example.m, a.example.n))}
                        {num("argument-score-moved", |a| a.score_moved, |v| plain(v, 6))}
                        {ex(|a| format!(" at {} and {}.", a.example.m + a.example.shift, a.example.n + a.example.shift))}</li>
                    <li>{ex(|a| format!("A head {} wide, base {}: one turn of pair 0 takes ", a.example.d, tokens(a.example.base)))}
                        {num("argument-fastest-turn", |a| a.fastest_turn_tokens, |v| plain(v, 4))}
                        {ex(|a| format!(" tokens, of pair {} ", a.example.d / 2 - 1))}
                        {num("argument-slowest-turn", |a| a.slowest_turn_tokens, tokens)} "."</li>
                    <li>{ex(|a| format!("From {} to {} tokens: ", tokens(a.example.cost_tokens.0), tokens(a.example.cost_tokens.1)))}
                        {num("argument-scores-ratio", |a| a.scores_ratio, |v| plain(v, 6))} " times the scores."</li>
                    <li>{ex(|a| format!("Pair {}, the slowest, turns ", a.example.d / 2 - 1))}
                        {num("argument-slowest-trained-deg", |a| a.slowest_trained_deg, |v| format!("{}°", plain(v, 4)))}
                        {ex(|a| format!(" at {} tokens and ", tokens(a.example.unseen_tokens.0)))}
                        {num("argument-slowest-long-deg", |a| a.slowest_long_deg, |v| format!("{}°", plain(v, 4)))}
                        {ex(|a| format!(" at {}.", tokens(a.example.unseen_tokens.1)))}</li>
                    <li>{ex(|a| format!("Interpolation by {}: neighbours on pair 0 go from ", plain(a.example.stretch, 3)))}
                        {num("argument-neighbours-deg", |a| a.neighbours_deg, |v| format!("{}°", plain(v, 4)))} " to "
                        {num("argument-squeezed-deg", |a| a.neighbours_squeezed_deg, |v| format!("{}°", plain(v, 4)))} " apart."</li>
                    <li>{ex(|a| { let w = tokens(a.example.window_tokens as f64); format!("{} {w}-token window with a {}-token prompt leaves ", article(&w), tokens(a.example.prompt_tokens as f64)) })}
                        {num("argument-left", |a| a.answer_left_tokens, tokens)} " tokens for the answer."</li>
                </ul>
            </details>
        </FigureFrame>
    }
}

/// "A" or "An" before a number as it is read aloud: an 8000, an 11 000, an 18; a 4096.
fn article(number: &str) -> &'static str {
    let digits: String = number.chars().filter(char::is_ascii_digit).collect();
    let eleven_or_eighteen =
        (digits.starts_with("11") || digits.starts_with("18")) && matches!(digits.len() % 3, 2);
    if digits.starts_with('8') || eleven_or_eighteen {
        "An"
    } else {
        "A"
    }
}

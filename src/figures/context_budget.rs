//! Figure `context-budget`: the window is one budget for everything. The chat so far (resent
//! every turn), this turn's prompt and the answer share it; whatever the first two take, the
//! answer cannot have, and past the edge text is cut.

use super::budget_bar::draw;
use super::frame::FigureFrame;
use super::needle::NeedleLine;
use crate::format::tokens;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use crate::widgets::slider::{KeySlider, ParamSlider, SliderScale};
use leptos::prelude::*;
use rope_math::budget::Budget;
use rope_params::figures::plot_of;
use rope_params::Params;

/// The answer a chat turn adds to the history in the "next turn" step, tokens.
const ANSWER_TOKENS: u64 = 400;

#[component]
pub fn ContextBudgetFigure() -> impl IntoView {
    let state = use_app_state();
    let budget = Memo::new(move |_| state.params.with(|p| p.figures.budget));
    let needle = Memo::new(move |_| state.params.with(|p| p.figures.needle_pct));
    let left = Signal::derive(move || budget.with(Budget::left_tokens) as f64);
    let over = Signal::derive(move || budget.with(Budget::over_tokens) as f64);
    let reply_fits = Signal::derive(move || budget.with(Budget::reply_fits_tokens) as f64);
    let reply_cut = Signal::derive(move || budget.with(Budget::reply_cut_tokens) as f64);
    let past_effective = Signal::derive(move || budget.with(Budget::past_effective_tokens) as f64);
    let label = Signal::derive(move || {
        budget.with(|b| {
            format!(
                "A bar for a {}-token window: {} tokens of chat history, a {}-token prompt, {} tokens left for the answer{}.",
                tokens(b.window_tokens as f64),
                tokens(b.history_tokens as f64),
                tokens(b.prompt_tokens as f64),
                tokens(b.left_tokens() as f64),
                if b.over_tokens() > 0 { format!(", and {} tokens that do not fit", tokens(b.over_tokens() as f64)) } else { String::new() }
            ) + &if b.effective_tokens > 0 {
                format!(
                    " A dashed line marks the length used well, {} tokens; {} tokens of what is sent lie past it.",
                    tokens(b.effective_tokens as f64),
                    tokens(b.past_effective_tokens() as f64)
                )
            } else {
                String::new()
            }
        })
    });
    let next_turn = move |_| {
        state.edit(|p| {
            // The answer is whatever the window still allows, at most a typical reply.
            let b = p.figures.budget;
            let answer = if b.reply_tokens > 0 {
                b.reply_fits_tokens()
            } else {
                b.left_tokens().min(ANSWER_TOKENS)
            };
            p.figures.budget.history_tokens =
                b.history_tokens.saturating_add(b.prompt_tokens + answer);
        })
    };
    // Clearing the chat keeps the window and the prompt the reader set.
    let clear_chat = move |_| {
        state.edit(|p| {
            p.figures.budget.history_tokens = 0;
        })
    };
    view! {
        <FigureFrame slug="context-budget" caption="One window holds the re-sent chat, the new prompt and the answer: a long prompt leaves a short answer, a long chat none. What does not fit is drawn hatched, past the window's line.">
            <PlotCanvas testid=plot_of("context-budget") label=label aspect=0.22 min_height_css_px=140.0 max_height_css_px=150.0
                picture=paint(move |area, style| budget.with(|b| draw(&area, b, needle.get(), style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                <NumText testid="budget-left" value=left shown=Signal::derive(move || tokens(left.get()))/>
                " tokens left for the answer; "
                <NumText testid="budget-over" value=over shown=Signal::derive(move || tokens(over.get()))/>
                " tokens of what is sent do not fit."
            </p>
            <Show when=move || budget.with(|b| b.reply_tokens > 0)>
                <p class="readout-line" data-answer="" aria-live="polite">
                    "The answer asked for, "
                    {move || tokens(budget.with(|b| b.reply_tokens) as f64)}
                    " tokens: "
                    <NumText testid="reply-fits" value=reply_fits shown=Signal::derive(move || tokens(reply_fits.get()))/>
                    " fit, "
                    <NumText testid="reply-cut" value=reply_cut shown=Signal::derive(move || tokens(reply_cut.get()))/>
                    " are cut at the window's edge."
                </p>
            </Show>
            <Show when=move || budget.with(|b| b.effective_tokens > 0)>
                <p class="readout-line" data-answer="" aria-live="polite">
                    // An example to drag, never a model's number: the reader sets it to
                    // what they measured on their own task.
                    "Say your task is used well to "
                    {move || tokens(budget.with(|b| b.effective_tokens) as f64)}
                    ": "
                    <NumText testid="past-effective" value=past_effective shown=Signal::derive(move || tokens(past_effective.get()))/>
                    " tokens sent lie past it."
                </p>
            </Show>
            <Show when=move || needle.with(Option::is_some)>
                <NeedleLine budget=budget needle=needle/>
            </Show>
            <div class="controls compact">
                <KeySlider label="window" key="window" min=1000.0 max=1e7 step=0.01 scale=SliderScale::Log10
                    format=|v| format!("{} tokens", tokens(v))/>
                <KeySlider label="prompt" key="prompt" min=0.0 max=32000.0 step=100.0
                    format=|v| format!("{} tokens", tokens(v))/>
                <KeySlider label="chat so far" key="history" min=0.0 max=32000.0 step=100.0
                    format=|v| format!("{} tokens", tokens(v))/>
                <KeySlider label="answer wanted" key="reply" min=0.0 max=8000.0 step=100.0
                    format=|v| format!("{} tokens", tokens(v))/>
                <Show when=move || budget.with(|b| b.effective_tokens > 0)>
                    <KeySlider label="used well up to" key="effective" min=1000.0 max=1e7 step=0.01 scale=SliderScale::Log10
                        format=|v| format!("{} tokens", tokens(v))/>
                </Show>
                <Show when=move || needle.with(Option::is_some)>
                    // `needle` holds an optional number, which a key slider cannot bind.
                    <ParamSlider label="the fact" key="needle" min=0.0 max=100.0
                        get=|p| p.figures.needle_pct.unwrap_or(0.0)
                        set=|p: &mut Params, v: f64| p.figures.needle_pct = Some(v)
                        format=|v| format!("{v}% into the prompt")/>
                </Show>
            </div>
            <div class="figure-row">
                <button type="button" data-testid="budget-next-turn" on:click=next_turn>"next chat turn"</button>
                <button type="button" data-testid="budget-clear" on:click=clear_chat>"clear the chat"</button>
            </div>
        </FigureFrame>
    }
}

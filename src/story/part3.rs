//! Part III, the limits of length: what a long context costs, the angles the slow pairs never
//! saw, and the window as a budget the reader has to share.

use super::figure::StoryFigure;
use super::numbers::seed_num;
use crate::format::{bytes, count_words};
use leptos::prelude::*;
use rope_math::cost::{kv_bytes_per_token, score_matrix_entries};
use rope_math::presets::kv_model;

pub fn cost() -> AnyView {
    let (short, long) = (score_matrix_entries(4096), score_matrix_entries(131_072));
    let llama = kv_model(Some("llama-3.1-8b"));
    let per_token = llama.shape().map_or(0.0, |s| kv_bytes_per_token(s, 2.0));
    view! {
        <p>
            "Every token scores every other token. With "<var>"n"</var>" tokens, one head of one layer fills an "
            <var>"n"</var>" × "<var>"n"</var>" table of scores: at 4,096 tokens that is "
            {seed_num("seed-entries-4096", short, count_words(short))}", at 131,072 tokens "
            {seed_num("seed-entries-131072", long, count_words(long))}". "
            <strong>"Guess before you drag: the second text is 32 times longer. How much more work is it?"</strong>
        </p>
        <StoryFigure slug="cost"/>
        <p>
            "Not 32 times but 32², about a thousand. Fused kernels such as FlashAttention compute the table in tiles and never "
            "write it out, so the table never occupies memory; the arithmetic still grows with the square. The second bill grows "
            "with each token: while writing an answer, a model keeps every earlier token's key and value, in every layer, so it "
            "need not compute them again (the "<em>"KV cache"</em>"). Per token that is layers × KV heads × head size × 2 (a key "
            "and a value) × 2 bytes (one bf16 number); for "{llama.label}", 32 × 8 × 128 × 2 × 2 = "
            {seed_num("seed-kv-per-token", per_token, bytes(per_token))}". Keys go into the cache already rotated: RoPE turns a "
            "key once, by its own position, and never again."
        </p>
    }
    .into_any()
}

pub fn slow_pairs() -> AnyView {
    let (fast, slow) = (0.1f64, 0.0001f64);
    let train = 8192.0 * slow;
    view! {
        <p>
            "The second problem is subtler. A model trained on texts of up to "<var>"L"</var>" tokens has only met offsets up "
            "to "<var>"L"</var>", so pair "<var>"i"</var>" has only shown it angles between 0 and "<var>"L"</var>"·θ"<sub>"i"</sub>
            ". Take two pairs, θ = 0.1 and θ = 0.0001, trained to 8,192 tokens. The fast one turned 819.2 radians, about 130 "
            "times round: it has shown every angle there is. The slow one turned 0.8192 radians, "
            {seed_num("seed-slow-train-deg", train.to_degrees(), format!("{:.1}°", train.to_degrees()))}
            ", and nothing more."
        </p>
        <p>
            <strong>"Guess: at an offset of 50,000, which pairs show the model something new?"</strong>
        </p>
        <StoryFigure slug="slow-pairs"/>
        <p>
            "The slow ones. At 50,000 the slow pair stands at 5 radians, "
            {seed_num("seed-slow-infer-deg", (50_000.0 * slow).to_degrees(), format!("{:.1}°", (50_000.0 * slow).to_degrees()))}
            ": far outside the 47° it knows, so its part of every score is a value the "
            "model never learned to read, and quality tends to collapse rather than fade. Dividing that pair's θ by 8 brings "
            "the same offset back to "
            {seed_num("seed-slow-scaled-deg", (50_000.0 * slow / 8.0).to_degrees(), format!("{:.1}°", (50_000.0 * slow / 8.0).to_degrees()))}
            ", inside what it has seen (the button under the chart loads that slow pair, already divided by 8; the fast "
            "pair, θ = "{fast}", is untroubled either way). The chart itself shows every pair of a 512-wide head trained to "
            "8,192 tokens: grey, the turns each made in training; in colour, the turns at the longer length, red where a pair "
            "reaches angles it never reached before; the line marks one full turn. Its slowest pair, θ ≈ 0.000104, is close "
            "to our 0.0001. Every method in the next chapters slows the slow pairs; they differ in what they do to the fast ones."
        </p>
    }
    .into_any()
}

pub fn context_budget() -> AnyView {
    view! {
        <p>
            "A model that advertises a million-token window is telling you what fits, not what it reads well. The length up "
            "to which it still finds a fact and combines several is its "<em>"effective"</em>" context, usually shorter, and it "
            "depends on the task: one needle is easier than ten facts spread through a book. Material in the middle of a long "
            "prompt is often used less reliably than material at the start or the end."
        </p>
        <p>
            "The window is also shared. Everything the model reads and writes in one request comes out of it: in a chat, every "
            "earlier turn is sent again, then the new prompt, then the answer. "
            <strong>"Guess: a 7,500-token prompt goes to a model with an 8,000-token window. How long can the answer be?"</strong>
        </p>
        <StoryFigure slug="context-budget"/>
        <p>"At most 500 tokens, and it may stop mid-sentence. Set the prompt to 1,000 tokens and press "<b>"next chat turn"</b>" a few times: each turn the prompt and its answer join the chat, to watch a chat eat its own window. In practice:"</p>
        <ul class="checklist">
            <li>"Count tokens with the model's own tokenizer before you send; word counts mislead."</li>
            <li>"Decide how long the answer may be and keep that room free."</li>
            <li>"Trim or summarise old turns instead of resending all of them."</li>
            <li>"Put the instructions and the key material at the start or the end, not in the middle."</li>
            <li>"Hide a known fact at different depths of your own documents and see where your model stops finding it."</li>
        </ul>
    }
    .into_any()
}

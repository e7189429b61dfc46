//! Part IV, beyond the seeds: what recent work adds. How large a base a length needs, rotating
//! only part of the head, positions on an image's grid, the rounding of the angle tables, and
//! how far a larger base lets a tuned model read.

use super::figure::StoryFigure;
use super::numbers::seed_num;
use crate::format::{plain, sig, tokens};
use leptos::prelude::*;
use rope_math::analysis::critical_dimension;
use rope_math::base_bound::{supported_len_tokens, COMPUTED_MIN_BASE_128, PAPER_MIN_BASE};
use rope_math::extrapolation::extrapolation_len_tokens;
use rope_math::freq::default_inv_freq;
use rope_math::mrope::image_then_text;
use rope_math::precision::shift_test_demo;
use rope_math::scaling::proportional;

pub fn base_bound() -> AnyView {
    let len = supported_len_tokens(128, 10000.0, 1 << 20) as f64;
    view! {
        <p>
            "Part III raised the base to mend angles. A 2024 paper by Men and colleagues turns this into a rule: a given "
            "length needs a base at least so large. Their measure is simple. Let the key equal the query, so every pair "
            "contributes cos("<var class="m">"m"</var>"θ"<sub>"i"</sub>") at distance "<var class="m">"m"</var>", and add the pairs: "
            <var>"B"</var>"("<var class="m">"m"</var>") = Σ"<sub>"i"</sub>" cos("<var class="m">"m"</var>"θ"<sub>"i"</sub>"). "
            "It starts at "<var>"d"</var>"/2 and says how much more a query attends to a key like itself than to a random one "
            "that far away. Where "<var>"B"</var>" goes below zero, a look-alike scores lower than chance: similarity stops "
            "helping at that distance. The figure divides "<var>"B"</var>" by "<var>"d"</var>"/2, so it starts at 1, and draws it as a "
            "band: at each step along the axis, the lowest and highest value over the distances that step covers."
        </p>
        <p>
            <strong>"Guess: Llama 2 has 128-dimensional heads, base 10,000, and reads 4,096 tokens. How far does "<var>"B"</var>
            " stay positive?"</strong>
        </p>
        <StoryFigure slug="base-bound"/>
        <p>
            "Only to "{seed_num("seed-base-bound-len", len, tokens(len))}" tokens, well short of the window. The paper's "
            "smallest base for 4,096 tokens is 2.7 × 10⁴, and it grows fast: by this page's search about 6.5 × 10⁷ for a million "
            "tokens (the paper's table says 5.1 × 10⁸), which is why long-context models moved to bases of millions. One caution when you search: the good bases do not form one "
            "range. A larger base can fail where a smaller one passed, so the search has to walk a fine grid, not halve an "
            "interval."
        </p>
        <details class="derivation">
            <summary>"The paper's table beside this page's search (d = 128)"</summary>
            <table class="pair-table">
                <thead><tr><th>"length"</th><th>"published"</th><th>"found here"</th></tr></thead>
                <tbody>
                    {PAPER_MIN_BASE.iter().map(|&(len, published)| {
                        let found = COMPUTED_MIN_BASE_128.iter().find(|(l, _)| *l == len).map(|(_, b)| sig(*b, 3));
                        view! { <tr><td>{tokens(len as f64)}</td><td>{sig(published, 2)}</td><td>{found.unwrap_or_else(|| "—".to_string())}</td></tr> }
                    }).collect_view()}
                </tbody>
            </table>
            <p>
                "The published values have two significant figures, and rounding can break them: at 3.1 × 10⁵, the value given "
                "for 16,384 tokens, "<var>"B"</var>" first dips below zero at 12,223; at 6.4 × 10⁵, given for 32,768, at 27,685; "
                "at 5.1 × 10⁸, given for a million, at 874,868. A finer search (Su Jianlin's) gives 1.2 × 10⁴ for 2,048 tokens "
                "where the table says 1.6 × 10⁴, and 2.3 × 10⁵ for 16,384, as this page finds."
            </p>
        </details>
    }
    .into_any()
}

pub fn partial_rotary() -> AnyView {
    let kept = proportional(512, 1e6, 0.25, 1.0);
    let longest = std::f64::consts::TAU / kept.inv_freq[63];
    view! {
        <p>
            "Not every model rotates its whole head. GPT-NeoX and Pythia rotate a quarter of it; Phi-2 rotates 32 of its 80 "
            "dimensions. The other dimensions meet by a plain dot product: they compare what two tokens are, never where. "
            "That leaves a choice for the part that does rotate. Hugging Face's default computes θ"<sub>"i"</sub>" = base"
            <sup>"−2i/r"</sup>" over the rotated width "<var>"r"</var>", so the whole range from fast to slow is squeezed into "
            "fewer pairs. Gemma 4's global layers keep the whole head's exponents instead and rotate only the fastest pairs "
            "(the "<code>"proportional"</code>" type): the slow pairs, which barely turn within any text, stop turning at all."
        </p>
        <p>
            <strong>"Guess: Gemma 4's global head is 512 wide with base 1,000,000, and a quarter of it rotates. How long is "
            "the slowest wavelength that still turns?"</strong>
        </p>
        <StoryFigure slug="partial-rotary"/>
        <p>
            "About "{seed_num("seed-longest-kept", longest, tokens(longest))}" tokens. Past a few hundred tokens, position in "
            "those layers comes only from how the fast pairs line up; the 192 still pairs carry content alone, the same at "
            "every distance, so nothing in them meets an angle training never showed. The default way would have kept "
            "wavelengths of millions of tokens in just 64 pairs."
        </p>
    }
    .into_any()
}

pub fn mrope() -> AnyView {
    let ids = image_then_text(3, 2, 2, 50, 1, 0);
    let text_start = ids.t.last().copied().unwrap_or(0) as f64;
    view! {
        <p>
            "A patch of an image has a place on a grid, and a frame of a video a place in time; one slot number per token "
            "throws that away. Qwen2-VL gives every token three position ids, for time, height and width, and hands each "
            "frequency index of the head to one of them: "<code>"mrope_section"</code>" [16, 24, 24] of a 128-wide head's 64 "
            "indices. A pair of the height section turns by the token's row, a pair of the width section by its column. Text "
            "tokens get the same id on all three axes, so for text nothing changes."
        </p>
        <p>
            <strong>"Guess: the three sections come one after another. Which axis is left with only slow pairs?"</strong>
        </p>
        <StoryFigure slug="mrope"/>
        <p>
            "Width: its indices come last, where θ is smallest, so neighbouring columns are told apart by tiny "
            "angles. Qwen3-VL deals the indices round-robin instead ([24, 20, 20], interleaved), giving every axis fast and "
            "slow pairs. Time ids need not count frames: in the example of Hugging Face's code for Qwen2.5-VL, a video "
            "patch of two seconds at 25 ids per second advances time by 50, so three patches sit at 0, 50 and 100, and "
            "the text after them starts at "
            {seed_num("seed-mrope-text-start", text_start, format!("{}", text_start))}"."
        </p>
    }
    .into_any()
}

pub fn precision() -> AnyView {
    let gap = shift_test_demo(40, 10, 117, 64, 10000.0);
    // The cast's blur: both cos and sin off by half a bfloat16 step just under 1.
    let blur_rad = 2f64.sqrt() * 2f64.powi(-9);
    let blur_pairs = default_inv_freq(128, 10000.0)
        .iter()
        .filter(|&&t| t < blur_rad)
        .count();
    view! {
        <p>
            "The proof says the score depends on "<var class="m">"m"</var>" − "<var class="n">"n"</var>" alone. Computers round. "
            "Hugging Face multiplies positions by θ"<sub>"i"</sub>" in float32, which keeps about seven significant digits: "
            "near an angle of 100,000 radians the nearest float32 numbers are 0.008 apart. Then it stores cos and sin in the "
            "model's bfloat16, which keeps under three: numbers just under 1 are 2"<sup>"−8"</sup>" ≈ 0.004 apart. Rotate a "
            "query and a key in float32, shift both positions by 117 and rotate again: for one pair of vectors this page "
            "tries, the score moves by "{seed_num("seed-shift-gap", gap, sig(gap, 2))}", rounding noise, not a crack in the proof."
        </p>
        <p>
            <strong>"Guess: which grows with the position, the float32 error or what bfloat16 adds?"</strong>
        </p>
        <StoryFigure slug="precision"/>
        <p>
            "float32's: it is a fixed share of the angle, so it climbs with "<var class="m">"m"</var>" and passes one percent of "
            "a turn for pair 1 a little after a million tokens; past 2"<sup>"24"</sup>" ≈ 16.8 million even the positions "
            "stop being whole numbers. The bfloat16 cast grows only while the angle is small, then stays below about "
            "0.003 rad. It never goes away, though: that is more than one token's turn for every pair slower than it, "
            {seed_num("seed-bf16-blur-pairs", blur_pairs as f64, format!("{blur_pairs}"))}" of the 64 pairs of a Llama 2 head, "
            "so on those pairs neighbouring tokens can get the same rotation. Wang and colleagues (2024) found that "
            "training long contexts in bfloat16 wears away the relative-position property this way; implementations "
            "that care keep the angle tables in float32."
        </p>
    }
    .into_any()
}

pub fn extrapolation_bound() -> AnyView {
    let d_extra = critical_dimension(128, 10000.0, 4096.0);
    let reach = extrapolation_len_tokens(128, 1e6, d_extra);
    let turn_last = std::f64::consts::TAU / default_inv_freq(128, 10000.0)[d_extra / 2 - 1];
    let next_wave = extrapolation_len_tokens(128, 10000.0, d_extra);
    view! {
        <p>
            "The lab calls one number the "<em>"critical dimension"</em>": the leading dimensions whose pairs turn at least "
            "once within the training length. Liu and colleagues (2023) built a scaling law on it. For Llama 2 (128 "
            "dimensions, base 10,000, 4,096 tokens) it is "{seed_num("seed-critical-dim", d_extra as f64, format!("{d_extra}"))}
            ": those pairs saw every angle, the slowest of them turning once in "{tokens(turn_last)}" tokens. The next pair "
            "is the first that never completed a turn; its wavelength is 2π·base"<sup>{format!("{d_extra}/128")}</sup>", "
            {tokens(next_wave)}" tokens at base 10,000, just past the training length. Tune the model at the same length with a larger "
            "base and that wavelength stretches; Liu and colleagues find the model reads about that far before it meets "
            "angles it does not know."
        </p>
        <p><strong>"Guess: tuned with base 1,000,000, how far does it get?"</strong></p>
        <StoryFigure slug="extrapolation-bound"/>
        <p>
            "About "{seed_num("seed-extrapolation-len", reach, tokens(reach))}" tokens, "{plain(reach / 4096.0, 3)}" times "
            "the training length, from a change of one number. Past it, the model needs what Part III offered: longer "
            "training, or a method that rescales the slow pairs."
        </p>
    }
    .into_any()
}

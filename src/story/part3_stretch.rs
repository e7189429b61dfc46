//! Part III, stretching the window: a larger base, squeezed positions, a different treatment
//! for each frequency, and ALiBi, which penalises distance instead of rotating.

use super::figure::StoryFigure;
use super::numbers::seed_num;
use crate::format::plain;
use leptos::prelude::*;
use rope_math::alibi::alibi_slopes;
use rope_math::freq::default_inv_freq;
use rope_math::scaling::yarn_mscale;

pub fn base_scaling() -> AnyView {
    let old = default_inv_freq(512, 10000.0)[255];
    let new = default_inv_freq(512, 500_000.0)[255];
    view! {
        <p>
            "The plainest way to slow the slow pairs is a larger base. Since θ"<sub>"i"</sub>" = base"<sup>"−2i/d"</sup>
            ", going from 10,000 to 500,000 divides pair "<var>"i"</var>"'s speed by 50"<sup>"2i/d"</sup>". Pair 0 keeps exactly "
            "one radian per token whatever the base. Take a head 512 wide, like the one whose slow pairs we just followed. "
            <strong>"Guess: how much slower is its slowest pair, "<var>"i"</var>" = 255?"</strong>
        </p>
        <StoryFigure slug="base-scaling"/>
        <p>
            "About "{seed_num("seed-base-slowdown", old / new, format!("{:.0}", old / new))}" times: its θ falls from "
            {seed_num("seed-theta-old", old, format!("{old:.6}"))}" to "{seed_num("seed-theta-new", new, format!("{:.7}", new))}
            " (a little faster than the round 0.0001 of the last chapter, so at an offset of 50,000 it stood at about 297° "
            "rather than 286°); now it stands at "
            {seed_num("seed-angle-new-deg", (50_000.0 * new).to_degrees(), format!("{:.0}°", (50_000.0 * new).to_degrees()))}
            ", inside the 49° that training at 8,192 tokens showed it. Llama 3 uses base 500,000. The angles are mended, the "
            "weights are not: a model must still learn what relations across 50,000 tokens look like, so a larger base comes "
            "with more training on long documents that really need their length."
        </p>
    }
    .into_any()
}

pub fn interpolation() -> AnyView {
    view! {
        <p>
            "Instead of slowing the pairs, shrink the positions. A model trained to "<var>"L"</var>" tokens and asked to read "
            <var>"L"</var>"′ divides every position by "<var>"L"</var>"′/"<var>"L"</var>": position "<var class="m">"m"</var>
            " is turned as position "<var class="m">"m"</var>"·"<var>"L"</var>"/"<var>"L"</var>"′ was. Going from 4,000 to "
            "16,000 tokens, position 8,000 is turned as 2,000 was, and no angle falls outside the trained range. This is "
            <em>"position interpolation"</em>", the same as dividing every θ"<sub>"i"</sub>" by "<var>"L"</var>"′/"<var>"L"</var>"."
        </p>
        <p><strong>"Guess: nothing is out of range any more. What got worse?"</strong></p>
        <StoryFigure slug="interpolation"/>
        <p>
            "Neighbours. On the fastest pair two adjacent tokens were 57.3° apart; squeezed four times, they are 14.3° apart, "
            "so the pair that told neighbours apart now tells them apart a quarter as well. A short fine-tune teaches the "
            "model the new spacing, but fine local detail suffers, while the slow pairs gain what they needed. Different "
            "pairs want different treatment."
        </p>
    }
    .into_any()
}

pub fn per_pair_scaling() -> AnyView {
    let s = 32.0;
    let temperature = yarn_mscale(s, 1.0);
    view! {
        <p>
            "The methods that came after interpolation treat the pairs differently, and each can be drawn as one curve: the number it multiplies "
            "each pair's θ"<sub>"i"</sub>" by (1 keeps the pair, 1/"<var>"s"</var>" squeezes it like interpolation, with "
            <var>"s"</var>" the stretch factor). Below they all run on one model's numbers, Phi-3.5 mini's: trained to "
            "4,096 tokens and stretched to 131,072, so "<var>"s"</var>" = 32. "
            <strong>"Guess before you look: which methods leave the fast pairs alone?"</strong>
        </p>
        <StoryFigure slug="per-pair-scaling"/>
        <p>
            "Only YaRN and Llama 3 keep a whole band of fast pairs exactly as trained. "<em>"NTK-aware"</em>" scaling raises the "
            "base just enough that the slowest pair is divided by "<var>"s"</var>": pair 0 keeps its speed, every later pair is "
            "squeezed a little more. "<em>"Dynamic NTK"</em>" does the same with a base that grows with the text actually given: "
            "at the full 131,072 tokens it acts as if "<var>"s"</var>" were 32·32 − 31 = 993, hence its deep curve. "
            <em>"YaRN"</em>" counts how many turns each pair makes in the training length: more than β"<sub>"fast"</sub>" (32) "
            "and it is kept, fewer than β"<sub>"slow"</sub>" (1) and it is interpolated, with a ramp between. It also sharpens "
            "the scores: cos and sin are multiplied by 0.1·ln "<var>"s"</var>" + 1 = "
            {seed_num("seed-yarn-attention", temperature, plain(temperature, 4))}" (so every score by its square), to make up "
            "for the flatter attention of a longer text. "<em>"Llama 3"</em>" draws the same three bands by wavelength, "
            <em>"LongRoPE"</em>" reads one searched divisor per pair from the model's config, slightly above 1 even for the fastest pairs."
        </p>
        <details class="derivation">
            <summary>"the formulas, as Hugging Face transformers computes them"</summary>
            <ul>
                <li>"linear: θ"<sub>"i"</sub>" / "<var>"s"</var></li>
                <li>"NTK-aware: base′ = base · "<var>"s"</var><sup><var>"d"</var>"/("<var>"d"</var>"−2)"</sup>", then θ"<sub>"i"</sub>" = base′"<sup>"−2i/d"</sup></li>
                <li>"dynamic NTK: the same with "<var>"s"</var>" replaced by "<var>"s"</var>"·"<var>"n"</var>"/"<var>"L"</var>" − ("<var>"s"</var>" − 1) once the text of "<var>"n"</var>" tokens is longer than "<var>"L"</var></li>
                <li>"YaRN: θ"<sub>"i"</sub>"·((1 − r"<sub>"i"</sub>") + r"<sub>"i"</sub>"/"<var>"s"</var>"), where r"<sub>"i"</sub>" ramps from 0 at the pair that turns β_fast times in "<var>"L"</var>" tokens to 1 at the pair that turns β_slow times; attention factor 0.1 ln "<var>"s"</var>" + 1"</li>
                <li>"Llama 3: wavelength λ"<sub>"i"</sub>" = 2π/θ"<sub>"i"</sub>"; kept below "<var>"L"</var>"/high_freq_factor, divided by "<var>"s"</var>" above "<var>"L"</var>"/low_freq_factor, and between them θ"<sub>"i"</sub>"·((1 − w)/"<var>"s"</var>" + w) with w = ("<var>"L"</var>"/λ"<sub>"i"</sub>" − low_freq_factor) / (high_freq_factor − low_freq_factor)"</li>
                <li>"LongRoPE: θ"<sub>"i"</sub>" / long_factor"<sub>"i"</sub>" past "<var>"L"</var>" (short_factor"<sub>"i"</sub>" within it); attention factor √(1 + ln "<var>"s"</var>" / ln "<var>"L"</var>")"</li>
            </ul>
        </details>
    }
    .into_any()
}

pub fn alibi() -> AnyView {
    let eight = alibi_slopes(8);
    let list = eight
        .iter()
        .map(|s| format!("1/{}", plain(1.0 / s, 4)))
        .collect::<Vec<_>>()
        .join(", ");
    view! {
        <p>
            "A different road altogether: "<em>"ALiBi"</em>" rotates nothing and adds no marks. It subtracts a penalty from "
            "each score, the distance "<var class="m">"m"</var>" − "<var class="n">"n"</var>" times a slope, and each head has "
            "its own slope. With 8 heads the slopes halve from head to head: "{list}". With a head count that is not a power "
            "of two, the first heads take the slopes of the power of two below and the rest take every other slope of the "
            "next one up. "<strong>"Guess: past the training length, which of the two behaves better?"</strong>
        </p>
        <StoryFigure slug="alibi"/>
        <p>
            "ALiBi does: its penalty just keeps growing, so far tokens fade away smoothly and a longer text brings no angle it "
            "has not met. The price is that every head is forced to prefer nearby tokens, steeply or gently. RoPE's score only leans towards nearby tokens "
            "and leaves the model free to look far. RoPE rotates, ALiBi penalises; most open models chose rotation."
        </p>
    }
    .into_any()
}

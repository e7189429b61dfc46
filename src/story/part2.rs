//! Part II: why the rotation works (the proof), many pairs at many speeds, the matrix and what
//! code computes instead, the two pair layouts, and the score against distance.

use super::figure::StoryFigure;
use leptos::prelude::*;
use rope_math::freq::default_inv_freq;

pub fn proof() -> AnyView {
    view! {
        <p>
            "Why does only "<var class="m">"m"</var>" − "<var class="n">"n"</var>" survive? Write the turned arrows out. The "
            "query (q₁, q₂) turned by "<var class="m">"m"</var>"θ is (q₁ cos "<var class="m">"m"</var>"θ − q₂ sin "
            <var class="m">"m"</var>"θ, q₁ sin "<var class="m">"m"</var>"θ + q₂ cos "<var class="m">"m"</var>"θ), the key "
            "likewise with "<var class="n">"n"</var>"θ. Multiply them out and the eight products fall into four groups, each "
            "of which is a difference identity of sine or cosine."
        </p>
        <p>
            "A second example, where q and k already point 45° apart, so the score also needs a sideways term: q = (2, 0), "
            "k = (1, 1), θ = 30°. At positions 3 and 1 the query turns "
            "90° and the key 30°, and the score is 2.732. Shift both by two, to 5 and 3, and it is 2.732 again: in both cases "
            "the arrows are 15° apart. Follow each line with its numbers, then move "<var class="m">"m"</var>" and "
            <var class="n">"n"</var>"."
        </p>
        <StoryFigure slug="proof"/>
        <p>
            "What is left has two parts. "<var class="q">"q"</var>"·"<var class="k">"k"</var>" = q₁k₁ + q₂k₂ is the ordinary "
            "dot product, weighted by cos(("<var class="m">"m"</var>" − "<var class="n">"n"</var>")θ); "
            <var class="q">"q"</var>" × "<var class="k">"k"</var>" = q₁k₂ − q₂k₁ says how far "<var class="k">"k"</var>" is "
            "turned from "<var class="q">"q"</var>", weighted by sin(("<var class="m">"m"</var>" − "<var class="n">"n"</var>")θ). "
            "In matrix form, with R(φ) the rotation by the angle φ and ᵀ its transpose (the rotation back): "
            "R(mθ)ᵀR(nθ) = R((n − m)θ), one rotation by the gap alone, so the score is qᵀR((n − m)θ)k. No absolute position is left."
        </p>
    }
    .into_any()
}

pub fn frequencies() -> AnyView {
    let f = default_inv_freq(64, 10000.0);
    let slowest = f[31];
    let turn = std::f64::consts::TAU / slowest;
    view! {
        <p>
            "A single speed θ would repeat: after 2π/θ tokens an arrow is back where it started, and words that far apart "
            "would look like neighbours. So RoPE borrows the sinusoids' trick. Attention runs as several "<em>"heads"</em>" side by "
            "side, each with queries and keys of its own; a head's "<var>"d"</var>" numbers make "
            <var>"d"</var>"/2 pairs, and pair "<var>"i"</var>" turns at θ"<sub>"i"</sub>" = base"<sup>"−2i/d"</sup>
            ", with base 10000 in the original recipe. The score is the sum of every pair's part."
        </p>
        <p>
            "For "<var>"d"</var>" = 64, θ"<sub>"0"</sub>" is 1 radian per token: a full turn about every 6 tokens, a second "
            "hand. θ"<sub>"31"</sub>" = 10000"<sup>"−62/64"</sup>" ≈ "
            <span class="num" data-testid="seed-theta-31" data-value=slowest.to_string()>{format!("{slowest:.6}")}</span>
            ", a full turn only after about "
            <span class="num" data-testid="seed-turn-31" data-value=turn.to_string()>{format!("{:.0}", turn)}</span>
            " tokens: an hour hand. Fast pairs resolve nearby offsets; slow pairs carry long distances."
        </p>
        <StoryFigure slug="frequencies"/>
    }
    .into_any()
}

pub fn matrix() -> AnyView {
    view! {
        <p>
            "On paper RoPE at position "<var class="m">"m"</var>" is one "<var>"d"</var>" × "<var>"d"</var>" matrix: a 2 × 2 "
            "rotation block for each pair along the diagonal, zeros everywhere else. Multiply the query by it and every pair "
            "turns by its own angle."
        </p>
        <StoryFigure slug="matrix"/>
        <p>
            "No code builds it: for "<var>"d"</var>" = 128 it would hold 16,384 numbers, almost all zeros. Code computes the "
            "angle table once (every position times every θ"<sub>"i"</sub>"), takes its cosines and sines, and turns each pair "
            "with the two lines above, entry by entry. It turns queries and keys, never values, inside every layer."
        </p>
    }
    .into_any()
}

pub fn layouts() -> AnyView {
    view! {
        <p>
            "Which two numbers form a pair? There are two conventions. "<em>"Interleaved"</em>" pairs neighbours: (0, 1), "
            "(2, 3), … "<em>"Half"</em>" pairs dimension "<var>"j"</var>" with "<var>"j"</var>" + "<var>"d"</var>"/2: "
            "(0, "<var>"d"</var>"/2), (1, "<var>"d"</var>"/2 + 1), … The Hugging Face Llama code uses half; the RoPE paper "
            "and several other libraries use interleaved. Converting weights from one to the other means permuting them."
        </p>
        <p>
            <strong>"Guess: a model trained with half pairing is run by code that pairs interleaved. Does it crash, or print "
            "nonsense you would notice at once?"</strong>
        </p>
        <StoryFigure slug="layouts"/>
        <p>
            "Neither. It turns the wrong dimensions together, so every score is off; yet each wrong score still depends only "
            "on "<var class="m">"m"</var>" − "<var class="n">"n"</var>" (move both by 100 and it holds). A test of offset "
            "invariance passes, and the model just gets worse."
        </p>
    }
    .into_any()
}

pub fn score_distance() -> AnyView {
    view! {
        <p>
            "Put the pairs together for one query and one key and let the offset "<var class="m">"m"</var>" − "
            <var class="n">"n"</var>" grow. Each pair's part is a cosine wave at its own speed. "
            <strong>"Will the total score stay level, or fade?"</strong>
        </p>
        <StoryFigure slug="score-distance"/>
        <p>
            "The line is the score of one query and one key (here both all ones); the grey band is where the score of "
            "random vectors usually falls (one standard deviation either side); the marks on the axis are a training and a "
            "longer length and the offset of the two positions, for later. Near zero the pairs agree and the score is large: "
            "64, one for each dimension. Further out they fall out of step and partly cancel, down to swings of roughly ±20 "
            "that never quite die out, so on average distant tokens interact less. It is a gentle lean towards nearby tokens, not a wall: the curve keeps "
            "oscillating, and the slow pairs still reach far. How far they can reach, and what happens past the training "
            "length, is the next part of the story."
        </p>
    }
    .into_any()
}

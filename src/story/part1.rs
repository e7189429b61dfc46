//! Part I: attention cannot see order, and the marks tried before RoPE (slot numbers,
//! sinusoids) with the place where adding them breaks.

use super::figure::StoryFigure;
use leptos::prelude::*;
use rope_math::sinusoid::sinusoidal_mark;

pub fn order_blind() -> AnyView {
    view! {
        <p>
            "A language model reads text as "<em>"tokens"</em>", words or pieces of words. Inside a transformer every token "
            "is a short list of numbers, a "<em>"vector"</em>". To decide how much one word "
            "should look at another, attention makes two new vectors from them: a "<var class="q">"query"</var>" from the word "
            "that is looking and a "<var class="k">"key"</var>" from the word being looked at. Their dot product (multiply the "
            "lists entry by entry and add up) is the "<em>"score"</em>": large means \"look here\"."
        </p>
        <p>
            "Nothing in that recipe asks where a word stands. Below, each word of "<q>"the dog bit the man"</q>" has a tiny "
            "vector of four numbers, and the grid holds every score. "<strong>"Guess first: shuffle the words. Will any score change?"</strong>
        </p>
        <StoryFigure slug="order-blind"/>
        <p>
            "None does. Each score travels with its two words, like a table whose rows and columns were reordered together; "
            <q>"the man bit the dog"</q>" is the same bag of words to attention. Now set "<b>"positions"</b>" to RoPE and shuffle "
            "again: the numbers themselves change (all but each word's score with itself), because each word is turned by the "
            "slot it lands in. The rest of this story "
            "builds that switch, starting from the simplest idea."
        </p>
    }
    .into_any()
}

pub fn slot_marks() -> AnyView {
    view! {
        <p>
            "The obvious repair: before attention, add a "<em>"mark"</em>" to each word's vector that says where the word is. "
            "The simplest mark is the slot number itself, added to every entry."
        </p>
        <p>
            "Take the word "<q>"nolan"</q>" with the vector [2, 1, 1, 0]. In slot 5 it becomes [7, 6, 6, 5]: the mark already "
            "outweighs the word, and in slot 500 the word is lost in it. Dividing the slot by the text's length keeps the mark "
            "between 0 and 1, but then slot 256 is 0.5 in a 512-token text and 0.25 in a 1,024-token one. Try it (set the slot "
            "to 256): the same place "
            "gets a new mark whenever the text is longer than the ones the model learned from."
        </p>
        <StoryFigure slug="slot-marks"/>
        <p>
            "One number per word cannot be small, different for every slot and independent of the length all at once. The next "
            "idea spends more numbers on it."
        </p>
    }
    .into_any()
}

pub fn sinusoid() -> AnyView {
    let at = |pos: f64| sinusoidal_mark(pos, 4)[0];
    let (s512, s513) = (at(512.0), at(513.0));
    view! {
        <p>
            "The original Transformer gave each position a whole vector of marks, as wide as the word vectors; call that width "
            <var>"d"</var>". The numbers come in pairs. Pair "<var>"i"</var>" holds the sine and the cosine of the position "
            "times its own frequency, "<var>"f"</var><sub>"i"</sub>" = 1 / 10000"<sup>"2i/d"</sup>". Sines and cosines stay "
            "between −1 and 1 however far the text runs, and the mark of a position is always the same."
        </p>
        <p>
            "With "<var>"d"</var>" = 4 there are two pairs, with f"<sub>"0"</sub>" = 1 and f"<sub>"1"</sub>" = 0.01. Position 3 "
            "gets [sin 3, cos 3, sin 0.03, cos 0.03] = [0.141, −0.990, 0.030, 0.9996]. Call the position "<var class="m">"m"</var>
            " and slide it to 4: "
            "the mark becomes [−0.757, −0.654, 0.040, 0.999]. Every entry moved: no two positions share a mark."
        </p>
        <StoryFigure slug="sinusoid"/>
        <p>
            "Read each pair as a clock hand: its cosine and sine say where the hand points. Pair 0 goes round every 2π ≈ 6.3 "
            "positions, a second hand that tells neighbours apart; pair 1 needs 628 positions, an hour hand for long "
            "distances. Past the training length the hands only show angles they have shown before (sin 512 = "
            <span class="num" data-testid="seed-sin-512" data-value=s512.to_string()>{format!("{s512:.3}")}</span>", sin 513 = "
            <span class="num" data-testid="seed-sin-513" data-value=s513.to_string()>{format!("{s513:.3}")}</span>
            "), but the full combination of hands at a new position "
            "is still new to the model."
        </p>
    }
    .into_any()
}

pub fn sinusoid_shift() -> AnyView {
    view! {
        <p>
            "The clocks hide a useful fact. Going from position "<var class="m">"m"</var>" to "<var class="m">"m"</var>" + "
            <var>"g"</var>" turns every hand by "<var>"g"</var>"·f"<sub>"i"</sub>", an angle that depends on the gap "<var>"g"</var>
            " and not on where you start. In numbers: sin 51 = sin 47·cos 4 + cos 47·sin 4, built from 47's mark and the gap "
            "alone."
        </p>
        <p>
            "But attention never does that arithmetic. The marks are "<em>"added"</em>" to the words, and a sum's dot product "
            "splits into four parts: word·word, word·mark, mark·word and mark·mark. The first depends on the words, the last on "
            "the gap only; the two in the middle change as the pair slides along the text. "
            <strong>"Guess: do the words nolan and ended, 4 apart, score the same at positions 0 and 100?"</strong>
        </p>
        <StoryFigure slug="sinusoid-shift"/>
        <p>
            "They do not: the orange line wanders while the gap stays 4. A model with added marks has to learn to see through "
            "where a pair sits. The blue line shows where we are heading: the same two words, "<em>"turned"</em>" by their "
            "positions instead of marked, score the same everywhere."
        </p>
    }
    .into_any()
}

pub fn rotate() -> AnyView {
    view! {
        <p>
            "RoPE keeps the clock hands and drops the adding. Cut the "<var class="q">"query"</var>" and the "<var class="k">"key"</var>
            " into pairs of numbers and read each pair as an arrow in a plane. The query of the word at position "
            <var class="m">"m"</var>" is turned by the angle "<var class="m">"m"</var>"·θ; the key at position "
            <var class="n">"n"</var>" by "<var class="n">"n"</var>"·θ, where θ (theta) is the pair's speed in radians per token. "
            "Turning changes an arrow's direction, never its length, so the word's content survives."
        </p>
        <p>
            "The word "<q>"cat"</q>" is the arrow (0.9, 0.4), and θ = 0.1. At position 3 it is turned by 0.3 rad to "
            "(0.742, 0.648); at position 7 by 0.7 rad to (0.430, 0.886). Their dot product is 0.8934. "
            <strong>"Now move both words 7 tokens on, to 10 and 14. What will the score be?"</strong>
        </p>
        <StoryFigure slug="rotate"/>
        <p>
            "The same 0.8934. Both arrows turned by the same extra angle, so the angle between them, and with it the dot "
            "product, did not move. Press play and watch the positions run on while the score stays."
        </p>
    }
    .into_any()
}

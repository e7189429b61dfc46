//! The position marks that came before RoPE: a raw or normalised slot number added to the
//! embedding, and the sinusoidal marks of the original Transformer.

/// Frequency of sinusoidal pair `i` at width `d`: `1 / 10000^(2i/d)`.
pub fn sinusoid_freq(pair: usize, d: usize) -> f64 {
    1.0 / 10000f64.powf((2 * pair) as f64 / d as f64)
}

/// The sinusoidal mark of `pos_tokens` at width `d`: dims `2i` and `2i+1` hold
/// `sin(pos·freq_i)` and `cos(pos·freq_i)`.
pub fn sinusoidal_mark(pos_tokens: f64, d: usize) -> Vec<f64> {
    (0..d / 2)
        .flat_map(|i| {
            let (s, c) = (pos_tokens * sinusoid_freq(i, d)).sin_cos();
            [s, c]
        })
        .collect()
}

/// The trig-identity step: `(sin, cos)` of position `p + g` built from those of `p` and `g`
/// alone, `sin(p+g) = sin p cos g + cos p sin g`, `cos(p+g) = cos p cos g − sin p sin g`, at
/// frequency `freq`. The mark of `p + g` is a rotation of the mark of `p` that depends on `g`
/// only.
pub fn shifted_mark(p_tokens: f64, gap_tokens: f64, freq: f64) -> (f64, f64) {
    let (sp, cp) = (p_tokens * freq).sin_cos();
    let (sg, cg) = (gap_tokens * freq).sin_cos();
    (sp * cg + cp * sg, cp * cg - sp * sg)
}

/// The first idea: add the raw slot number to every entry of the embedding.
pub fn raw_slot_mark(embedding: &[f64], slot: u64) -> Vec<f64> {
    embedding.iter().map(|x| x + slot as f64).collect()
}

/// The second idea: the slot divided by the sequence length, in [0, 1]. The same slot gets a
/// different mark when the sequence is longer, which is why it fails at inference.
pub fn normalised_slot_mark(slot: u64, len_tokens: u64) -> f64 {
    slot as f64 / len_tokens.max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity_matches_direct() {
        let (s, c) = shifted_mark(47.0, 4.0, 1.0);
        assert!((s - 51f64.sin()).abs() < 1e-14 && (c - 51f64.cos()).abs() < 1e-14);
    }
}

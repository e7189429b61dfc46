//! ALiBi (Press et al. 2022): no rotation, just a penalty `−slope·distance` added to each
//! attention score, with a geometric sequence of slopes across heads.

/// Slopes for a power-of-two head count `n`: `2^(−8i/n)` for `i = 1..=n`.
fn power_of_two_slopes(n: usize) -> Vec<f64> {
    let start = 2f64.powf(-8.0 / n as f64);
    (1..=n).map(|i| start.powi(i as i32)).collect()
}

/// ALiBi slopes for any number of heads, as the reference implementation: for a power of two,
/// the geometric sequence; otherwise the sequence of the largest power of two below, then every
/// other slope of the next power of two for the remaining heads. Empty for 0 heads.
pub fn alibi_slopes(heads: usize) -> Vec<f64> {
    if heads == 0 {
        return Vec::new();
    }
    if heads.is_power_of_two() {
        return power_of_two_slopes(heads);
    }
    let closest = 1usize << (usize::BITS - 1 - heads.leading_zeros());
    let mut slopes = power_of_two_slopes(closest);
    slopes.extend(
        power_of_two_slopes(2 * closest)
            .into_iter()
            .step_by(2)
            .take(heads - closest),
    );
    slopes
}

/// The bias ALiBi adds to a score at `distance_tokens`: `−slope · distance`.
pub fn alibi_bias(slope: f64, distance_tokens: f64) -> f64 {
    -slope * distance_tokens.abs()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_heads_halve_each_time() {
        let s = alibi_slopes(8);
        assert_eq!(s[0], 0.5);
        assert_eq!(s[7], 1.0 / 256.0);
    }

    #[test]
    fn six_heads_take_four_of_the_four_sequence_and_two_of_the_eight() {
        let exps: Vec<f64> = alibi_slopes(6).iter().map(|s| -s.log2()).collect();
        assert_eq!(exps, vec![2.0, 4.0, 6.0, 8.0, 1.0, 3.0]);
        assert!(alibi_slopes(0).is_empty());
        assert_eq!(alibi_slopes(1), vec![1.0 / 256.0]);
        // Every count up to 128: as many slopes as heads, all in (0, 1), none repeated.
        for heads in 1..=128 {
            let s = alibi_slopes(heads);
            assert_eq!(s.len(), heads);
            assert!(s.iter().all(|&x| x > 0.0 && x < 1.0));
            let mut sorted = s.clone();
            sorted.sort_by(f64::total_cmp);
            sorted.dedup();
            assert_eq!(sorted.len(), heads, "{heads} heads");
        }
    }

    #[test]
    fn twelve_heads_interleave_the_sixteen_sequence() {
        let s = alibi_slopes(12);
        assert_eq!(s.len(), 12);
        let s16 = alibi_slopes(16);
        assert_eq!(&s[8..], &[s16[0], s16[2], s16[4], s16[6]]);
    }
}

//! The query and key vectors the views use, as 2D pairs: all ones, seeded pseudo-random, or
//! the user's own. The generator uses integer arithmetic and exact float steps only, so a seed
//! gives bit-identical vectors natively and in WebAssembly.

use crate::choice::VecChoice;

/// A vector as its 2D pairs.
pub type Pairs = Vec<(f64, f64)>;

/// SplitMix64: a small, well-mixed 64-bit generator (Steele, Lea and Flood 2014).
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64 { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1) with 53 random bits (exact in f64).
    pub fn next_unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Approximately standard normal: the sum of 12 uniforms minus 6 (mean 0, variance 1).
    /// No `ln` or `cos`, whose last bits differ between platforms' math libraries.
    pub fn next_normal(&mut self) -> f64 {
        (0..12).map(|_| self.next_unit()).sum::<f64>() - 6.0
    }
}

/// `num_pairs` pairs of (1, 1).
pub fn ones(num_pairs: usize) -> Vec<(f64, f64)> {
    vec![(1.0, 1.0); num_pairs]
}

/// Seeded random q and k pairs (q first, then k, from one stream).
pub fn random(seed: u64, num_pairs: usize) -> (Pairs, Pairs) {
    let mut rng = SplitMix64::new(seed);
    let mut draw = |_| (rng.next_normal(), rng.next_normal());
    let q = (0..num_pairs).map(&mut draw).collect();
    let k = (0..num_pairs).map(&mut draw).collect();
    (q, k)
}

/// Pairs from a pair-major list `[x0, y0, x1, y1, …]`; missing entries count as 1.
pub fn from_list(list: &[f64], num_pairs: usize) -> Vec<(f64, f64)> {
    let at = |i: usize| list.get(i).copied().unwrap_or(1.0);
    (0..num_pairs).map(|i| (at(2 * i), at(2 * i + 1))).collect()
}

/// Which query and key vectors: the choice, its seed, and the reader's own lists (pair-major,
/// used with [`VecChoice::Custom`]).
#[derive(Clone, Copy, Debug)]
pub struct VectorSpec<'a> {
    pub choice: VecChoice,
    pub seed: u64,
    pub q: &'a [f64],
    pub k: &'a [f64],
}

/// The query and key pairs `spec` selects, `num_pairs` of each.
pub fn query_key_pairs(spec: VectorSpec<'_>, num_pairs: usize) -> (Pairs, Pairs) {
    match spec.choice {
        VecChoice::Ones => (ones(num_pairs), ones(num_pairs)),
        VecChoice::GaussianSame => {
            let (q, _) = random(spec.seed, num_pairs);
            (q.clone(), q)
        }
        VecChoice::Random => random(spec.seed, num_pairs),
        VecChoice::Custom => (from_list(spec.q, num_pairs), from_list(spec.k, num_pairs)),
    }
}

/// Flattens pairs to the pair-major list the URL keeps.
pub fn to_list(pairs: &[(f64, f64)]) -> Vec<f64> {
    pairs.iter().flat_map(|&(x, y)| [x, y]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_vectors_are_reproducible_and_differ_by_seed() {
        assert_eq!(random(7, 4), random(7, 4));
        assert_ne!(random(7, 4), random(8, 4));
    }

    #[test]
    fn first_values_are_pinned() {
        // Pinned so a change of generator (which would change every shared URL) is noticed.
        let mut rng = SplitMix64::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
    }

    #[test]
    fn normal_has_roughly_unit_variance() {
        let mut rng = SplitMix64::new(42);
        let xs: Vec<f64> = (0..20000).map(|_| rng.next_normal()).collect();
        let mean = xs.iter().sum::<f64>() / xs.len() as f64;
        let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / xs.len() as f64;
        assert!(
            mean.abs() < 0.03 && (var - 1.0).abs() < 0.05,
            "{mean} {var}"
        );
    }

    #[test]
    fn short_custom_list_is_padded_with_ones() {
        assert_eq!(from_list(&[0.9, 0.4, 2.0], 2), vec![(0.9, 0.4), (2.0, 1.0)]);
    }
}

//! The numbers beside the pair planes: for one pair, every quantity of the derivation
//! `q_m·k_n = (q·k)·cos((m−n)θ) + (q×k)·sin((m−n)θ)`, and the totals over all pairs.

use rope_math::rotation::rotate_pair;
use rope_math::score::PairTerms;

/// Every number of one pair's derivation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PairNumbers {
    pub theta: f64,
    /// `m·θ`, radians.
    pub angle_q_rad: f64,
    /// `n·θ`, radians.
    pub angle_k_rad: f64,
    /// `(m − n)·θ`, radians.
    pub gap_rad: f64,
    pub q: (f64, f64),
    pub k: (f64, f64),
    pub q_rot: (f64, f64),
    pub k_rot: (f64, f64),
    /// `q·k` of the unrotated pair.
    pub dot: f64,
    /// `q×k = q₁k₂ − q₂k₁`.
    pub cross: f64,
    /// Dot product of the rotated vectors.
    pub direct: f64,
    /// `dot·cos(gap) + cross·sin(gap)`.
    pub formula: f64,
}

impl PairNumbers {
    pub fn new(q: (f64, f64), k: (f64, f64), theta: f64, m: f64, n: f64) -> Self {
        let angle_q_rad = m * theta;
        let angle_k_rad = n * theta;
        let gap_rad = (m - n) * theta;
        let q_rot = rotate_pair(q, angle_q_rad);
        let k_rot = rotate_pair(k, angle_k_rad);
        let t = PairTerms::of(q, k);
        PairNumbers {
            theta,
            angle_q_rad,
            angle_k_rad,
            gap_rad,
            q,
            k,
            q_rot,
            k_rot,
            dot: t.dot,
            cross: t.cross,
            direct: q_rot.0 * k_rot.0 + q_rot.1 * k_rot.1,
            formula: t.contribution(m - n, theta),
        }
    }

    /// The expansion's coefficient of `q₁k₁` (and `q₂k₂`): `cos mθ cos nθ + sin mθ sin nθ`.
    pub fn collect_cos(&self) -> f64 {
        let (sm, cm) = self.angle_q_rad.sin_cos();
        let (sn, cn) = self.angle_k_rad.sin_cos();
        cm * cn + sm * sn
    }

    /// The coefficient of `q₁k₂` (minus that of `q₂k₁`): `sin mθ cos nθ − cos mθ sin nθ`.
    pub fn collect_sin(&self) -> f64 {
        let (sm, cm) = self.angle_q_rad.sin_cos();
        let (sn, cn) = self.angle_k_rad.sin_cos();
        sm * cn - cm * sn
    }
}

/// An angle in radians as degrees within one turn, for reading ("≡ 15.0°").
pub fn turn_degrees(angle_rad: f64) -> f64 {
    angle_rad.to_degrees().rem_euclid(360.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirty_degree_example_numbers() {
        let p = PairNumbers::new((2.0, 0.0), (1.0, 1.0), 30f64.to_radians(), 5.0, 3.0);
        assert!((p.direct - 2.732050807568877).abs() < 1e-12);
        assert!((p.formula - p.direct).abs() < 1e-12);
        assert!((p.collect_cos() - p.gap_rad.cos()).abs() < 1e-12);
        assert!((p.collect_sin() - p.gap_rad.sin()).abs() < 1e-12);
        assert!((turn_degrees(p.angle_q_rad) - 150.0).abs() < 1e-9);
    }
}

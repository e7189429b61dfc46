//! A key's value as one number, for a slider or a number field: read, written (rounded for the
//! whole-number keys) and its range, all from the key's row, so a control bound to a key
//! restates none of it.

use super::groups::Params;
use super::key::Key;
use super::kind::Kind;

impl Key {
    /// The value as a number, for keys that hold one (`None` for words, lists, flags, labels,
    /// and a float that may be unset).
    pub fn number(&self, p: &Params) -> Option<f64> {
        match &self.kind {
            Kind::Float { get, .. } => Some(*get(p)),
            Kind::Int { get, .. } => Some(*get(p) as f64),
            Kind::Count { get, .. } => Some(*get(p) as f64),
            _ => None,
        }
    }

    /// Sets the value from a number, rounded for whole-number keys (ranges are applied by
    /// clamping afterwards, as for every change). `false` when the key holds no number.
    pub fn set_number(&self, p: &mut Params, v: f64) -> bool {
        if !v.is_finite() {
            return false;
        }
        match &self.kind {
            Kind::Float { set, .. } => *set(p) = v,
            Kind::Int { set, .. } => *set(p) = v.round().max(0.0) as u64,
            Kind::Count { set, .. } => *set(p) = v.round().max(0.0) as usize,
            _ => return false,
        }
        true
    }

    /// The range the value is clamped into, for keys that hold a number.
    pub fn number_range(&self) -> Option<(f64, f64)> {
        match &self.kind {
            Kind::Float { range, .. } => Some(*range),
            Kind::Int { range, .. } => Some((range.0 as f64, range.1 as f64)),
            Kind::Count { range, .. } => Some((range.0 as f64, range.1 as f64)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::keys::{find_key, KEYS};
    use super::*;

    #[test]
    fn a_number_key_reads_back_what_it_was_set_to() {
        let mut p = Params::default();
        let base = find_key("base").map(|k| (k.set_number(&mut p, 5e5), k.number(&p)));
        assert_eq!(base, Some((true, Some(5e5))));
        let m = find_key("m").map(|k| (k.set_number(&mut p, 41.6), k.number(&p)));
        assert_eq!(m, Some((true, Some(42.0))));
        assert_eq!(p.probe.m, 42);
        let scaling = find_key("scaling").map(|k| (k.set_number(&mut p, 1.0), k.number(&p)));
        assert_eq!(scaling, Some((false, None)));
        assert_eq!(
            find_key("d").and_then(Key::number_range),
            Some((2.0, 1024.0))
        );
    }

    #[test]
    fn every_number_key_has_a_range_and_refuses_nan() {
        let p = Params::default();
        for key in KEYS {
            if let Some(v) = key.number(&p) {
                let (lo, hi) = key.number_range().unwrap_or((f64::NAN, f64::NAN));
                assert!(lo <= v && v <= hi, "{}: {v} outside {lo}..{hi}", key.name);
                let mut q = p.clone();
                assert!(!key.set_number(&mut q, f64::NAN), "{}", key.name);
                assert_eq!(q, p);
            }
        }
    }
}

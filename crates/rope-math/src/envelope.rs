//! Per-pixel-column min/max envelopes of curves over integer offsets. A curve that oscillates
//! faster than one period per pixel aliases when sampled; the envelope instead holds the exact
//! minimum and maximum over every integer offset a column covers, so no peak is ever lost.

/// How offsets map onto columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AxisScale {
    /// Columns of equal width in offset.
    Linear,
    /// Columns of equal width in `ln(1 + offset)`.
    Log,
}

/// One column: the integer offsets it covers and the curve's extremes over them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Column {
    pub first_offset: u64,
    pub last_offset: u64,
    pub min: f64,
    pub max: f64,
}

/// A function of the integer offset that can fill a run of consecutive values at once.
pub trait OffsetCurve {
    /// `out[j] = f(start + j)`.
    fn eval_block(&self, start: u64, out: &mut [f64]);

    /// `f(offset)`.
    fn eval(&self, offset: u64) -> f64 {
        let mut one = [0.0];
        self.eval_block(offset, &mut one);
        one[0]
    }
}

impl<F: Fn(u64) -> f64> OffsetCurve for F {
    fn eval_block(&self, start: u64, out: &mut [f64]) {
        for (j, v) in out.iter_mut().enumerate() {
            *v = self(start + j as u64);
        }
    }
}

/// Where each column starts: `columns + 1` non-decreasing integer bounds from `start` to
/// `end + 1`; column `c` covers `bounds[c] .. bounds[c+1]` (possibly none).
pub fn column_bounds(start: u64, end: u64, columns: usize, scale: AxisScale) -> Vec<u64> {
    let columns = columns.max(1);
    let stop = end.max(start) + 1;
    let (lo, hi) = (start as f64, stop as f64);
    let mut bounds = Vec::with_capacity(columns + 1);
    bounds.push(start);
    for c in 1..columns {
        let t = c as f64 / columns as f64;
        let edge = match scale {
            AxisScale::Linear => lo + (hi - lo) * t,
            AxisScale::Log => {
                ((1.0 + lo).ln() + ((1.0 + hi).ln() - (1.0 + lo).ln()) * t).exp() - 1.0
            }
        };
        let prev = bounds[c - 1];
        bounds.push((edge.ceil().max(0.0) as u64).clamp(prev, stop));
    }
    bounds.push(stop);
    bounds
}

/// The column a fractional offset `x` falls in (inverse of [`column_bounds`]' mapping), for
/// placing markers and reading the pointer. Clamped to the columns.
pub fn column_of(x: f64, start: u64, end: u64, columns: usize, scale: AxisScale) -> usize {
    let (lo, hi) = (start as f64, end.max(start) as f64 + 1.0);
    let t = match scale {
        AxisScale::Linear => (x - lo) / (hi - lo),
        AxisScale::Log => {
            ((1.0 + x.max(0.0)).ln() - (1.0 + lo).ln()) / ((1.0 + hi).ln() - (1.0 + lo).ln())
        }
    };
    ((t * columns as f64).floor().max(0.0) as usize).min(columns.saturating_sub(1))
}

/// One column per pair of consecutive `bounds`, with no value yet (min > max marks it empty).
pub fn empty_columns(bounds: &[u64]) -> Vec<Column> {
    bounds
        .windows(2)
        .map(|w| Column {
            first_offset: w[0],
            last_offset: w[1].saturating_sub(1).max(w[0]),
            min: f64::INFINITY,
            max: f64::NEG_INFINITY,
        })
        .collect()
}

/// Longest run evaluated in one call (bounds the scratch buffer).
const BLOCK: usize = 4096;

/// The min/max envelope of `curve` over the integer offsets `start..=end` in `columns`
/// columns. Every integer is evaluated exactly once; a column narrower than one integer (log
/// axis near 0, or more columns than offsets) shows the value at its nearest integer.
pub fn envelope<C: OffsetCurve + ?Sized>(
    curve: &C,
    start: u64,
    end: u64,
    columns: usize,
    scale: AxisScale,
) -> Vec<Column> {
    let bounds = column_bounds(start, end, columns, scale);
    let columns = bounds.len() - 1;
    let mut out = empty_columns(&bounds);
    let stop = bounds[columns];
    let mut buf = vec![0.0; BLOCK];
    let mut col = 0;
    let mut offset = start;
    while offset < stop {
        let len = ((stop - offset) as usize).min(BLOCK);
        curve.eval_block(offset, &mut buf[..len]);
        for (j, &v) in buf[..len].iter().enumerate() {
            let o = offset + j as u64;
            while bounds[col + 1] <= o {
                col += 1;
            }
            let c = &mut out[col];
            c.min = c.min.min(v);
            c.max = c.max.max(v);
        }
        offset += len as u64;
    }
    // Columns that covered no integer: the nearest one's value.
    for (c, column) in out.iter_mut().enumerate() {
        if column.min > column.max {
            let nearest = bounds[c].min(end.max(start));
            let v = curve.eval(nearest);
            *column = Column {
                first_offset: nearest,
                last_offset: nearest,
                min: v,
                max: v,
            };
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_cover_every_offset_once() {
        for scale in [AxisScale::Linear, AxisScale::Log] {
            let b = column_bounds(0, 999, 37, scale);
            assert_eq!(b.len(), 38);
            assert_eq!((b[0], b[37]), (0, 1000));
            assert!(b.windows(2).all(|w| w[0] <= w[1]));
        }
    }

    #[test]
    fn envelope_of_a_line_holds_its_ends() {
        let line = |o: u64| o as f64;
        let env = envelope(&line, 0, 99, 10, AxisScale::Linear);
        assert_eq!(env.len(), 10);
        assert_eq!((env[0].min, env[0].max), (0.0, 9.0));
        assert_eq!((env[9].min, env[9].max), (90.0, 99.0));
    }

    #[test]
    fn more_columns_than_offsets_still_fills_every_column() {
        let line = |o: u64| o as f64;
        let env = envelope(&line, 0, 4, 20, AxisScale::Log);
        assert!(env.iter().all(|c| c.min.is_finite() && c.min <= c.max));
    }

    #[test]
    fn column_of_inverts_bounds() {
        let b = column_bounds(0, 131071, 1200, AxisScale::Linear);
        assert_eq!(
            column_of(b[600] as f64, 0, 131071, 1200, AxisScale::Linear),
            600
        );
    }
}

//! How a slider's positions map to values: linearly, or in decades or octaves (a log slider's
//! stops are round values, so a value the text asks for can be reached by hand).

/// How slider positions map to values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SliderScale {
    Linear,
    /// The slider moves in `log10(value)`, so each step multiplies the value.
    Log10,
    /// The slider moves in `log2(value)` (`step` in octaves): with a `min` that is a power of
    /// two and a step that divides an octave, every power of two is a stop (4,096, 32,768; 2).
    Log2,
}

impl SliderScale {
    pub(super) fn position_of(self, value: f64) -> f64 {
        match self {
            SliderScale::Linear => value,
            SliderScale::Log10 => value.max(f64::MIN_POSITIVE).log10(),
            SliderScale::Log2 => value.max(f64::MIN_POSITIVE).log2(),
        }
    }
    /// The value of the slider stop at `position`, `step` apart from its neighbours: on a
    /// log10 slider the roundest value near it ([`roundest_near`]).
    pub(super) fn stop_at(self, position: f64, step: f64) -> f64 {
        match self {
            SliderScale::Log10 => roundest_near(position, step / 2.0),
            _ => self.value_at(position),
        }
    }
    /// Tick positions for a log slider between the positions `lo` and `hi`: each whole octave
    /// or decade, so the reader sees where ×1 and ×2 (or 10 000 and 100 000) lie; none on a
    /// linear slider, or where they would crowd (more than 12).
    pub(super) fn ticks(self, lo: f64, hi: f64) -> Vec<f64> {
        if matches!(self, SliderScale::Linear) || !(lo.is_finite() && hi.is_finite()) || hi <= lo {
            return Vec::new();
        }
        let whole: Vec<f64> = (lo.ceil() as i64..=hi.floor() as i64)
            .map(|k| k as f64)
            .collect();
        if whole.len() < 2 || whole.len() > 12 {
            Vec::new()
        } else {
            whole
        }
    }
    fn value_at(self, position: f64) -> f64 {
        match self {
            SliderScale::Linear => position,
            SliderScale::Log10 => 10f64.powf(position),
            SliderScale::Log2 => {
                // A whole octave is an exact power of two, never tidied to 4 digits.
                if (position - position.round()).abs() < 1e-9 {
                    2f64.powi(position.round() as i32)
                } else {
                    tidy(2f64.powf(position))
                }
            }
        }
    }
}

/// Rounds a log-slider value to 4 significant digits, so the URL and the field stay readable
/// (10000 rather than 9999.999999998).
fn tidy(value: f64) -> f64 {
    if value == 0.0 || !value.is_finite() {
        return value;
    }
    let digits = 4 - value.abs().log10().ceil() as i32;
    let scale = 10f64.powi(digits);
    (value * scale).round() / scale
}

/// The roundest value (fewest significant digits, up to 4) within `half_step_dec` decades of
/// the log10 slider position `position_dec`. Each stop's window is its own, so the stops stay
/// in order, and a round number the text asks for is a stop: 500,000 is where 501,187 would
/// be, next to 490,000 (a reader could not drag to a base of 500,000 when every stop was
/// 10^position to 4 digits: 489,800, then 501,200).
fn roundest_near(position_dec: f64, half_step_dec: f64) -> f64 {
    let value = 10f64.powf(position_dec);
    if !value.is_finite() || value <= 0.0 {
        return value;
    }
    let (lo, hi) = (
        10f64.powf(position_dec - half_step_dec),
        10f64.powf(position_dec + half_step_dec),
    );
    (1..=4)
        .map(|digits| round_to_digits(value, digits))
        .find(|r| (lo..=hi).contains(r))
        .unwrap_or_else(|| tidy(value))
}

/// `value` to `digits` significant digits.
fn round_to_digits(value: f64, digits: i32) -> f64 {
    // Whole powers of ten on the side that keeps the result exact (500,000, not 499,999.99…).
    let shift = digits - value.abs().log10().ceil() as i32;
    if shift >= 0 {
        let scale = 10f64.powi(shift);
        (value * scale).round() / scale
    } else {
        let unit = 10f64.powi(-shift);
        (value / unit).round() * unit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_sliders_tick_each_whole_octave_or_decade() {
        // Softmax's scale, ¼ to 4: ¼, ½, 1, 2, 4.
        assert_eq!(
            SliderScale::Log2.ticks(-2.0, 2.0),
            vec![-2.0, -1.0, 0.0, 1.0, 2.0]
        );
        // A base from 10 000 to 10⁸: each decade.
        assert_eq!(SliderScale::Log10.ticks(4.0, 8.0).len(), 5);
        assert!(SliderScale::Linear.ticks(0.0, 10.0).is_empty());
        // Too many to read, or too few to mean anything: none.
        assert!(SliderScale::Log2.ticks(0.0, 20.0).is_empty());
        assert!(SliderScale::Log10.ticks(0.2, 0.9).is_empty());
    }

    #[test]
    fn log2_stops_on_powers_of_two() {
        let s = SliderScale::Log2;
        assert_eq!(s.value_at(15.0), 32768.0);
        assert_eq!(s.value_at(15.000_000_000_01), 32768.0);
        assert_eq!(s.value_at(1.0), 2.0);
        assert_eq!(s.value_at(-2.0), 0.25);
        assert_eq!(s.position_of(131_072.0), 17.0);
        // Between octaves: 4 significant digits, as the log10 slider shows.
        assert_eq!(s.value_at(15.5), 46340.0);
    }

    #[test]
    fn a_log10_stop_is_the_roundest_value_near_it() {
        // Steps of 0.01 decades: the text's base of 500,000 is a stop, and so are its
        // neighbours' round values.
        assert_eq!(roundest_near(5.70, 0.005), 500_000.0);
        assert_eq!(roundest_near(5.69, 0.005), 490_000.0);
        assert_eq!(roundest_near(5.71, 0.005), 510_000.0);
        assert_eq!(roundest_near(4.0, 0.005), 10_000.0);
        assert_eq!(roundest_near(5.11, 0.005), 130_000.0);
        // Every stop of a decade is distinct and in order.
        let stops: Vec<f64> = (0..=100)
            .map(|k| roundest_near(5.0 + f64::from(k) / 100.0, 0.005))
            .collect();
        assert!(stops.windows(2).all(|w| w[0] < w[1]), "{stops:?}");
        // Coarse steps: a round value is found within the wider window.
        assert_eq!(roundest_near(3.05, 0.025), 1100.0);
    }

    #[test]
    fn log_scale_round_trips() {
        let s = SliderScale::Log10;
        assert!((s.value_at(s.position_of(500000.0)) - 500000.0).abs() < 1e-6);
        assert_eq!(tidy(9999.999999998), 10000.0);
        assert_eq!(tidy(123456.0), 123500.0);
    }
}

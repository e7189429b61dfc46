//! Input of the pairs panel: the picture for the current state, and what a pointer drag or an
//! arrow key does to the selected pair's q or k.

use super::cells::shown_cells;
use super::geometry::{dist2, px_per_unit, shown_pairs, tip, vector_at, Cell};
use crate::state::AppState;
use leptos::prelude::*;
use rope_math::vectors::to_list;
use rope_math::VecChoice;
use rope_params::Params;

/// What one circle shows.
#[derive(Clone, Debug, PartialEq)]
pub struct PlaneData {
    pub pair: usize,
    pub q: (f64, f64),
    pub k: (f64, f64),
    /// θ of the pair, radians per token.
    pub theta: f64,
}

/// Everything the picture needs.
#[derive(Clone, Debug, PartialEq)]
pub struct PairsPicture {
    pub planes: Vec<PlaneData>,
    pub num_pairs: usize,
    pub selected: usize,
    /// Query and key positions; fractional while animating between tokens.
    pub m_pos: f64,
    pub n_pos: f64,
}

/// Which vector a drag or key press moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    Q,
    K,
}

/// Sets one pair of q or k, turning the current vectors into custom ones (rounded to 1e-3 so
/// the URL stays short).
fn set_pair_vector(p: &mut Params, pair: usize, which: Which, v: (f64, f64)) {
    let (mut q, mut k) = p.query_key_pairs();
    let round = |x: f64| (x * 1000.0).round() / 1000.0;
    let target = if which == Which::Q { &mut q } else { &mut k };
    if let Some(slot) = target.get_mut(pair) {
        *slot = (round(v.0), round(v.1));
    }
    p.probe.vec = VecChoice::Custom;
    p.probe.q = to_list(&q);
    p.probe.k = to_list(&k);
}

/// The picture for the current parameters and the animation's fractional position.
pub fn picture(state: &AppState, frac: f64) -> PairsPicture {
    let p = state.params.get();
    let theta = state.freqs.with(|f| f.inv_freq.clone());
    let (q, k) = p.query_key_pairs();
    let planes = shown_pairs(p.num_pairs(), p.probe.pair)
        .into_iter()
        .filter_map(|i| {
            Some(PlaneData {
                pair: i,
                q: *q.get(i)?,
                k: *k.get(i)?,
                theta: *theta.get(i)?,
            })
        })
        .collect();
    PairsPicture {
        planes,
        num_pairs: p.num_pairs(),
        selected: p.probe.pair,
        m_pos: p.probe.m as f64 + frac,
        n_pos: p.probe.n as f64 + frac,
    }
}

/// The plot box as the pointer meets it: its size in CSS px, whether it fills a slide, and the
/// scale its picture is drawn at (`plot::fit`), so a point maps to where the circles are drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlotFrame {
    pub width_css_px: f64,
    pub height_css_px: f64,
    pub boxed: bool,
    pub scale: f64,
}

impl PlotFrame {
    /// `point` (CSS px in the box) in the picture's own px.
    fn picture_point(&self, point: (f64, f64)) -> (f64, f64) {
        let scale = self.scale.max(1e-6);
        (point.0 / scale, point.1 / scale)
    }
}

/// The selected pair's circle in `frame`, as it is drawn, and its plane.
fn selected_circle(pic: &PairsPicture, frame: PlotFrame) -> Option<(Cell, PlaneData)> {
    let pairs: Vec<usize> = pic.planes.iter().map(|p| p.pair).collect();
    let scale = frame.scale.max(1e-6);
    shown_cells(
        frame.width_css_px / scale,
        frame.height_css_px / scale,
        frame.boxed,
        &pairs,
        pic.selected,
    )
    .into_iter()
    .find_map(|(cell, i)| {
        let plane = pic.planes.get(i)?;
        (plane.pair == pic.selected).then(|| (cell, plane.clone()))
    })
}

/// Which tip (of the selected pair) is under `point` (CSS px in the box), if any.
pub fn hit(state: &AppState, frame: PlotFrame, point: (f64, f64)) -> Option<Which> {
    let pic = picture(state, 0.0);
    let (cell, plane) = selected_circle(&pic, frame)?;
    let point = frame.picture_point(point);
    let scale = px_per_unit(
        &cell,
        &[plane.q.0.hypot(plane.q.1), plane.k.0.hypot(plane.k.1)],
    );
    let dq = dist2(point, tip(&cell, scale, plane.q, pic.m_pos * plane.theta));
    let dk = dist2(point, tip(&cell, scale, plane.k, pic.n_pos * plane.theta));
    // A finger's width, in the picture's px.
    let grab = 22.0f64.powi(2);
    match (dq <= grab, dk <= grab) {
        (true, true) => Some(if dq <= dk { Which::Q } else { Which::K }),
        (true, false) => Some(Which::Q),
        (false, true) => Some(Which::K),
        _ => None,
    }
}

/// Moves the dragged tip of the selected pair to `point` (CSS px in the box).
pub fn drag_to(state: &AppState, frame: PlotFrame, which: Which, point: (f64, f64)) {
    let pic = picture(state, 0.0);
    let Some((cell, plane)) = selected_circle(&pic, frame) else {
        return;
    };
    let scale = px_per_unit(
        &cell,
        &[plane.q.0.hypot(plane.q.1), plane.k.0.hypot(plane.k.1)],
    );
    let angle = if which == Which::Q {
        pic.m_pos
    } else {
        pic.n_pos
    } * plane.theta;
    let v = vector_at(&cell, scale, frame.picture_point(point), angle);
    state.edit(|p| set_pair_vector(p, pic.selected, which, v));
}

/// Arrow keys turn (left/right) or stretch (up/down) the selected pair's q; with Shift, k.
pub fn nudge(state: &AppState, key: &str, shift: bool) -> bool {
    let which = if shift { Which::K } else { Which::Q };
    let p = state.current();
    let (q, k) = p.query_key_pairs();
    let Some(&v) = (if which == Which::Q {
        q.get(p.probe.pair)
    } else {
        k.get(p.probe.pair)
    }) else {
        return false;
    };
    let turned = |deg: f64| rope_math::rotation::rotate_pair(v, deg.to_radians());
    let new = match key {
        "ArrowLeft" => turned(5.0),
        "ArrowRight" => turned(-5.0),
        "ArrowUp" => (v.0 * 1.1, v.1 * 1.1),
        "ArrowDown" => (v.0 / 1.1, v.1 / 1.1),
        _ => return false,
    };
    state.edit(|p| set_pair_vector(p, p.probe.pair, which, new));
    true
}

/// Moves the query (`Which::Q`, position m) or key (`Which::K`, position n) to `to_tokens`;
/// with `locked`, the other position moves by the same amount so m − n is kept (as far as
/// positions stay non-negative).
pub fn set_position(p: &mut Params, which: Which, to_tokens: f64, locked: bool) {
    let new = to_tokens.round().max(0.0) as u64;
    let (moved, other) = match which {
        Which::Q => (&mut p.probe.m, &mut p.probe.n),
        Which::K => (&mut p.probe.n, &mut p.probe.m),
    };
    if locked {
        *other = other.saturating_add_signed(new as i64 - *moved as i64);
    }
    *moved = new;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locked_positions_keep_the_offset() {
        let mut p = Params::default();
        (p.probe.m, p.probe.n) = (7, 3);
        set_position(&mut p, Which::Q, 100.0, true);
        assert_eq!((p.probe.m, p.probe.n), (100, 96));
        set_position(&mut p, Which::K, 10.0, true);
        assert_eq!((p.probe.m, p.probe.n), (14, 10));
        set_position(&mut p, Which::K, 20.0, false);
        assert_eq!((p.probe.m, p.probe.n), (14, 20));
    }
}

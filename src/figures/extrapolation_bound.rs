//! Figure `extrapolation-bound` (Liu et al. 2023): how far a model trained at base 10000
//! reads when tuned with a larger base; the lab's coverage panel shows the same chart.

use super::frame::FigureFrame;
use crate::format::{plain, tokens};
use crate::panels::coverage::ReachView;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;

#[component]
pub fn ExtrapolationBoundFigure() -> impl IntoView {
    view! {
        <FigureFrame slug="extrapolation-bound" caption="The pairs that turned at least once in training know every angle; a larger base stretches the slowest of them, and with it how far the model reads.">
            <ReachView/>
            <div class="controls compact">
                <KeySlider label="base used in tuning" key="base" min=1e4 max=1e9 step=0.01 scale=SliderScale::Log10
                    format=|v| plain(v, 4)/>
                <KeySlider label="training length" key="train" min=512.0 max=131072.0 step=0.01 scale=SliderScale::Log10
                    format=|v| format!("{} tokens", tokens(v))/>
            </div>
        </FigureFrame>
    }
}

//! The configuration's word-valued settings, each with its written name (`slug`: Hugging
//! Face's `rope_type` for a scaling method, the URL's word elsewhere) and the list of every
//! value.

use crate::envelope::AxisScale;

/// A setting with a fixed set of values, written in the URL as a word.
pub trait Choice: Copy + PartialEq + 'static {
    /// Every value, in the order selectors list them.
    const ALL: &'static [Self];
    /// The URL value.
    fn slug(self) -> &'static str;
    /// The value a URL word names (case as written in the URL is the caller's business).
    fn from_slug(s: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|c| c.slug() == s)
    }
}

/// RoPE scaling method, named as in Hugging Face's `rope_type` (plus `none` for plain RoPE and
/// the historical fixed `ntk`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scaling {
    None,
    Linear,
    Ntk,
    Dynamic,
    Yarn,
    Llama3,
    LongRope,
    /// HF v5 `proportional` (Gemma's p-RoPE): exponents over the whole head, only the fastest
    /// `partial · d/2` pairs rotate, every θ divided by `factor`.
    Proportional,
}

impl Choice for Scaling {
    const ALL: &'static [Scaling] = &[
        Scaling::None,
        Scaling::Linear,
        Scaling::Ntk,
        Scaling::Dynamic,
        Scaling::Yarn,
        Scaling::Llama3,
        Scaling::LongRope,
        Scaling::Proportional,
    ];

    fn slug(self) -> &'static str {
        match self {
            Scaling::None => "none",
            Scaling::Linear => "linear",
            Scaling::Ntk => "ntk",
            Scaling::Dynamic => "dynamic",
            Scaling::Yarn => "yarn",
            Scaling::Llama3 => "llama3",
            Scaling::LongRope => "longrope",
            Scaling::Proportional => "proportional",
        }
    }
}

impl Scaling {
    /// Whether the method stretches the context (every one but `proportional`, which decides
    /// which pairs rotate): the methods the comparisons line up.
    pub fn extends_context(self) -> bool {
        self != Scaling::Proportional
    }

    /// A human label for selectors.
    pub fn label(self) -> &'static str {
        match self {
            Scaling::None => "none (plain RoPE)",
            Scaling::Linear => "linear (position interpolation)",
            Scaling::Ntk => "NTK-aware (static)",
            Scaling::Dynamic => "dynamic NTK",
            Scaling::Yarn => "YaRN",
            Scaling::Llama3 => "Llama 3",
            Scaling::LongRope => "LongRoPE",
            Scaling::Proportional => "proportional (p-RoPE)",
        }
    }
}

/// How the `d` dimensions are grouped into 2D pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// Hugging Face `rotate_half`: pair `i` is `(x[i], x[i + d/2])`.
    Half,
    /// GPT-J / Meta: pair `i` is `(x[2i], x[2i + 1])`.
    Interleaved,
}

impl Choice for Layout {
    const ALL: &'static [Layout] = &[Layout::Half, Layout::Interleaved];
    fn slug(self) -> &'static str {
        match self {
            Layout::Half => "half",
            Layout::Interleaved => "interleaved",
        }
    }
}

/// Which query and key vectors the score views use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VecChoice {
    /// q = k = (1, 1, …, 1).
    Ones,
    /// One seeded pseudo-random Gaussian vector as both q and k (`gaussian-same`).
    GaussianSame,
    /// Seeded pseudo-random q and k, independent Gaussians (same on every platform; also read
    /// from `gaussian`, the decay figure's name for it).
    Random,
    /// The `q` and `k` lists of the URL (set by dragging in the pairs panel).
    Custom,
}

impl Choice for VecChoice {
    const ALL: &'static [VecChoice] = &[
        VecChoice::Ones,
        VecChoice::GaussianSame,
        VecChoice::Random,
        VecChoice::Custom,
    ];
    fn slug(self) -> &'static str {
        match self {
            VecChoice::Ones => "ones",
            VecChoice::GaussianSame => "gaussian-same",
            VecChoice::Random => "random",
            VecChoice::Custom => "custom",
        }
    }
    fn from_slug(s: &str) -> Option<Self> {
        if s == "gaussian" {
            return Some(VecChoice::Random);
        }
        Self::ALL.iter().copied().find(|c| c.slug() == s)
    }
}

/// How the pairs' frequencies are pointed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Directions {
    /// Even pairs along x, odd pairs along y.
    #[default]
    Axial,
    /// Pair k at k times the golden angle π(3 − √5).
    Golden,
}

impl Choice for Directions {
    const ALL: &'static [Directions] = &[Directions::Axial, Directions::Golden];
    fn slug(self) -> &'static str {
        match self {
            Directions::Axial => "axial",
            Directions::Golden => "golden",
        }
    }
}

impl Choice for AxisScale {
    const ALL: &'static [AxisScale] = &[AxisScale::Linear, AxisScale::Log];
    fn slug(self) -> &'static str {
        match self {
            AxisScale::Linear => "linear",
            AxisScale::Log => "log",
        }
    }
}

/// How multimodal RoPE hands the frequency indices to the time, height and width axes
/// (`mrope_layout=`): in three consecutive runs (Qwen2-VL, Qwen2.5-VL) or round-robin
/// (Qwen3-VL).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MropeLayout {
    Chunked,
    Interleaved,
}

impl Choice for MropeLayout {
    const ALL: &'static [MropeLayout] = &[MropeLayout::Chunked, MropeLayout::Interleaved];
    fn slug(self) -> &'static str {
        match self {
            MropeLayout::Chunked => "chunked",
            MropeLayout::Interleaved => "interleaved",
        }
    }
}

//! One URL key: its name, the part of [`Params`] it sets, the kind of value it holds, and what
//! the codec and clamping ask of it (read, write, compare, clamp), each delegated to its kind.

use super::groups::Params;
use super::kind::Kind;
use crate::correction::Correction;

/// Which part of [`Params`] a key sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// `preset`, `scene`: names of where the values came from, resolved by the URL codec.
    Label,
    /// [`super::Rope`]: the model's RoPE settings.
    Rope,
    /// [`super::Probe`]: positions, pair, vectors.
    Probe,
    /// [`super::groups::Figures`]: the figures' own settings.
    Figures,
    /// [`super::View`]: how things are shown.
    View,
}

/// One URL key.
#[derive(Debug)]
pub struct Key {
    /// The key as written in the URL.
    pub name: &'static str,
    pub group: Group,
    pub(crate) kind: Kind,
}

pub(crate) const fn key(name: &'static str, group: Group, kind: Kind) -> Key {
    Key { name, group, kind }
}

impl Key {
    /// Sets the field from a URL value; a value it cannot use leaves the field as it was and
    /// is reported. Ranges are not applied here (see [`Key::clamp`]).
    pub fn read(&self, p: &mut Params, value: &str, fixes: &mut Vec<Correction>) {
        self.kind.read(self.name, p, value, fixes);
    }

    /// Whether `a` and `b` hold different values for this key.
    pub fn differs(&self, a: &Params, b: &Params) -> bool {
        self.kind.differs(a, b)
    }

    /// The value as the URL writes it (`None` for labels and an unset name).
    pub fn write(&self, p: &Params) -> Option<String> {
        self.kind.write(p)
    }

    /// The shape of the key's value for a program that sets it (`Kind::shape`).
    pub fn shape(&self) -> &'static str {
        self.kind.shape()
    }

    /// The key's value in `p` as the URL writes it, for every key: labels give the preset's
    /// or scene's name, an unset one the empty text.
    pub fn setting(&self, p: &Params) -> String {
        match self.name {
            "preset" => p.preset.clone().unwrap_or_default(),
            "scene" => p.scene.clone().unwrap_or_default(),
            _ => self.write(p).unwrap_or_default(),
        }
    }

    /// Brings the value into its range, reporting the change.
    pub fn clamp(&self, p: &mut Params, fixes: &mut Vec<Correction>) {
        self.kind.clamp(self.name, p, fixes);
    }
}

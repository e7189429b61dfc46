//! The two roundings themselves: float32 frequencies and angles as HF forms them, and the cast
//! of a float32 to bfloat16.

/// The bfloat16 nearest to `x` (ties to even), as its 16 bits: the upper half of the float32
/// pattern, rounded on the lower half. Overflow goes to ±infinity, as in PyTorch. A NaN stays a
/// NaN (quiet bit set), even one whose payload lives only in the dropped lower bits.
pub fn to_bf16_bits(x: f32) -> u16 {
    let bits = x.to_bits();
    if x.is_nan() {
        return ((bits >> 16) as u16) | 0x0040;
    }
    // Adding 0x7FFF rounds a lower half above 0x8000 up; the upper half's last bit breaks ties
    // toward even. Finite inputs stay below 0xFF80_0000, so this cannot overflow.
    let bias = 0x7FFF + ((bits >> 16) & 1);
    ((bits + bias) >> 16) as u16
}

/// The float32 a bfloat16 bit pattern stands for (exact: zero lower half).
pub fn bf16_to_f32(bits: u16) -> f32 {
    f32::from_bits(u32::from(bits) << 16)
}

/// `x` rounded to bfloat16 and back: what a `.to(torch.bfloat16)` keeps of it.
pub fn round_bf16(x: f32) -> f32 {
    bf16_to_f32(to_bf16_bits(x))
}

/// HF's float32 frequencies `1.0 / (base ** (arange(0, dim, 2).float() / dim))`: exponent,
/// power and reciprocal each rounded to float32 (the base too). One per pair, `dim / 2` long.
/// The power is taken in float64 and rounded ([`cos_sin_f32`] says why).
pub fn inv_freq_f32(dim: usize, base: f64) -> Vec<f32> {
    let base32 = base as f32;
    (0..dim / 2)
        .map(|i| {
            let exponent = (2 * i) as f32 / dim as f32;
            1.0 / (f64::from(base32).powf(f64::from(exponent)) as f32)
        })
        .collect()
}

/// The cos and sin of a float32 angle, rounded to float32: taken in float64 and rounded, the
/// correctly rounded float32 value. Rust's own `f32::cos` is glibc's natively but a port of
/// FreeBSD's in wasm, and the two differ in the last bit now and then; the float32 shift test
/// is rounding noise, so such a bit changes its answer. This way the page, the native tests and
/// the figure's NumPy program (`np.cos(float64).astype(float32)`) agree. PyTorch's float32
/// kernels may still differ from it in the last bit.
pub fn cos_sin_f32(angle: f32) -> (f32, f32) {
    let (s, c) = f64::from(angle).sin_cos();
    (c as f32, s as f32)
}

/// The float32 angle of a pair at a position, as HF forms it: the position rounded to float32
/// (above 2^24 not every integer is representable) times the float32 frequency.
pub fn angle_f32(pos_tokens: u64, inv_freq: f32) -> f32 {
    inv_freq * pos_tokens as f32
}

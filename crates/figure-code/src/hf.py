# Hugging Face transformers' RoPE initialisers (modeling_rope_utils.py) in NumPy, float64.
# rope_init(rope) returns the inverse frequencies θ_i (radians per token, one per pair of the
# head, 0 for pairs that do not rotate) and the attention factor that multiplies cos and sin.


def rope_init(rope):
    kind = rope["rope_type"]
    head_dim, base = rope["head_dim"], rope["rope_theta"]
    pairs = head_dim // 2
    if kind == "proportional":
        # Gemma's p-RoPE: the fastest pairs keep the whole head's exponents, the rest stand still.
        rotated = min(int(rope["partial_rotary_factor"] * head_dim / 2), pairs)
        inv_freq = np.zeros(pairs)
        inv_freq[:rotated] = 1.0 / base ** (np.arange(rotated) * 2 / head_dim)
        return inv_freq / rope["factor"], 1.0
    if "theta" in rope:  # explicit θ_i (this app's worked examples; not an HF key)
        original, dim = np.array(rope["theta"], dtype=float), head_dim
    else:
        # _compute_default_rope_parameters: θ_i = base^(-2i/dim) over the rotated width only.
        rotated = min(max(int(rope["partial_rotary_factor"] * head_dim / 2), 1), pairs)
        dim = 2 * rotated
        original = 1.0 / base ** (np.arange(rotated) * 2 / dim)
    exponent = np.arange(len(original)) * 2 / dim
    factor = rope.get("factor", 1.0)
    attention_factor = 1.0
    if kind == "linear":  # position interpolation
        inv_freq = original / factor
    elif kind in ("ntk", "dynamic"):
        # NTK: a larger base, base' = base·s^(dim/(dim-2)); dynamic NTK picks s from the length.
        s = factor
        if kind == "dynamic":
            trained = rope["max_position_embeddings"]
            length = max(rope["seq_len"], trained)
            s = factor * length / trained - (factor - 1)  # 1 up to the training length
        new_base = base * s ** (dim / (dim - 2)) if dim > 2 else base
        inv_freq = original / (new_base / base) ** exponent  # = base'^(-2i/dim)
    elif kind == "yarn":
        inv_freq, attention_factor = _yarn(rope, original, dim)
    elif kind == "llama3":
        inv_freq = _llama3(rope, original)
    elif kind == "longrope":
        inv_freq, attention_factor = _longrope(rope, original)
    else:  # "default"
        inv_freq = original
    return np.pad(inv_freq, (0, pairs - len(inv_freq))), attention_factor


def unscaled(rope):
    """The frequencies before scaling: what the model saw in training."""
    if rope["rope_type"] == "proportional":
        return rope_init(dict(rope, factor=1.0))[0]
    return rope_init(dict(rope, rope_type="default"))[0]


def _yarn(rope, original, dim):
    base, factor = rope["rope_theta"], rope["factor"]
    len0 = rope["original_max_position_embeddings"]

    def get_mscale(scale, mscale=1.0):
        return 1.0 if scale <= 1 else 0.1 * mscale * math.log(scale) + 1.0

    attention_factor = rope.get("attention_factor")
    if attention_factor is None:
        mscale, mscale_all_dim = rope.get("mscale"), rope.get("mscale_all_dim")
        if mscale and mscale_all_dim:
            attention_factor = get_mscale(factor, mscale) / get_mscale(factor, mscale_all_dim)
        else:
            attention_factor = get_mscale(factor)

    def correction_dim(turns):  # the (fractional) pair that turns `turns` times over len0
        return dim * math.log(len0 / (turns * 2 * math.pi)) / (2 * math.log(base))

    low = correction_dim(rope.get("beta_fast") or 32)
    high = correction_dim(rope.get("beta_slow") or 1)
    if rope.get("truncate", True):
        low, high = math.floor(low), math.ceil(high)
    low, high = max(low, 0), min(high, dim - 1)
    if low == high:
        high += 0.001  # HF's linear_ramp_factor: no division by zero
    ramp = np.clip((np.arange(len(original)) - low) / (high - low), 0, 1)
    extrapolation = 1 - ramp  # 1: keep the pair, 0: interpolate it
    return original / factor * (1 - extrapolation) + original * extrapolation, attention_factor


def _llama3(rope, original):
    factor, len0 = rope["factor"], rope["original_max_position_embeddings"]
    low, high = rope["low_freq_factor"], rope["high_freq_factor"]
    wavelen = 2 * math.pi / original
    # Long wavelengths divided by the factor, short ones kept, a blend between the two edges.
    inv_freq = np.where(wavelen > len0 / low, original / factor, original)
    smooth = (len0 / wavelen - low) / ((high - low) or np.finfo(float).eps)
    smoothed = (1 - smooth) * inv_freq / factor + smooth * inv_freq
    medium = (wavelen >= len0 / high) & (wavelen <= len0 / low)
    return np.where(medium, smoothed, inv_freq)


def _longrope(rope, original):
    factor, len0 = rope["factor"], rope["original_max_position_embeddings"]
    # The long list past the original length, the short one up to it (HF: float32 tensors).
    factors = rope["long_factor"] if rope["seq_len"] > len0 else rope["short_factor"]
    ext = np.ones(len(original))
    n = min(len(factors), len(original))
    ext[:n] = np.float32(factors[:n])
    attention_factor = rope.get("attention_factor")
    if attention_factor is None:
        ok = factor > 1 and len0 > 1
        attention_factor = math.sqrt(1 + math.log(factor) / math.log(len0)) if ok else 1.0
    return original / ext, attention_factor  # HF: 1 / (ext_i · base^(2i/dim))

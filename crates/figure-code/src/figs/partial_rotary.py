# Rotate only part of the head: two ways Hugging Face turns partial_rotary_factor into θ_i.
d = {{d}}  # the head's dimensions: d/2 pairs
base = {{base}}  # rope_theta
partial = {{partial}}  # partial_rotary_factor: the share of the head that rotates
proportional = {{proportional}}  # which way the table shows (rope_type "proportional" or not)
pairs = d // 2

# HF's default: a rotary width dim = 2·⌊partial·d/2⌋, every exponent squeezed into it,
# θ_i = base^(-2i/dim); the pairs past it do not rotate (θ = 0).
rotated = max(int(partial * d / 2), 1)
dim = 2 * rotated
squeezed = np.zeros(pairs)
squeezed[:rotated] = 1.0 / base ** (np.arange(0, dim, 2) / dim)

# proportional (Gemma's p-RoPE): the rotated pairs keep the whole head's θ_i = base^(-2i/d).
kept = np.zeros(pairs)
n_kept = int(partial * d / 2)
kept[:n_kept] = 1.0 / base ** (np.arange(0, 2 * n_kept, 2) / d)

show("rotated-pairs", rotated)
# The slowest rotated pair's wavelength 2π/θ, tokens: what each way still tells apart.
show("longest-squeezed", 1.0 / squeezed[squeezed > 0].min() * 2 * np.pi)
show("longest-kept", 1.0 / kept[kept > 0].min() * 2 * np.pi)

for i, theta_rad in enumerate(kept if proportional else squeezed):
    show(f"inv-freq-{i}", theta_rad)
    if theta_rad > 0:  # a pair that does not rotate has no wavelength
        show(f"wavelength-{i}", 2 * np.pi / theta_rad)

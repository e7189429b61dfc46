# The angle table as Hugging Face builds it: frequencies and angles in float32, cos and sin
# cast to bfloat16, against float64. The shift test is rounding noise, so every float32 step
# below is the page's own, bit for bit.

d = {{d}}  # the head's width
base = {{base}}
pair = {{pair}}  # the pair examined
m = {{m}}  # the position, tokens
f32 = np.float32

# HF: inv_freq = 1.0 / (base ** (arange(0, d, 2).float() / d)), every step in float32 (the
# power taken in float64 and rounded, as the page does, so the two agree to the bit).
exponent = np.arange(0, d, 2, dtype=f32) / f32(d)
theta_f32 = f32(1) / (np.float64(f32(base)) ** exponent.astype(np.float64)).astype(f32)
theta_f64 = 1.0 / base ** (2 * pair / d)  # radians per token, float64


def cos_sin_f32(angle):
    # float32 cos and sin, correctly rounded: taken in float64, then rounded to float32.
    x = np.asarray(angle, dtype=f32).astype(np.float64)
    return np.cos(x).astype(f32), np.sin(x).astype(f32)


def bf16(x):
    # float32 -> bfloat16 -> float32: keep the upper 16 bits, rounded to nearest, ties to even.
    bits = np.asarray(x, dtype=f32).view(np.uint32)
    return ((bits + np.uint32(0x7FFF) + ((bits >> 16) & 1)) >> 16 << 16).astype(np.uint32).view(f32)


def wrap(x_rad):
    # The same rotation as the smallest signed angle, in (-pi, pi].
    r = x_rad % (2 * math.pi)
    return r - 2 * math.pi if r > math.pi else r


angle_f32 = theta_f32[pair] * f32(m)  # the position is rounded to float32 too
exact_rad = m * theta_f64
cos_f32, sin_f32 = cos_sin_f32(angle_f32)
applied_rad = math.atan2(bf16(sin_f32), bf16(cos_f32))  # the rotation a bfloat16 model applies
show("angle-error-f32", abs(wrap(float(angle_f32) - exact_rad)))
show("angle-error-bf16", abs(wrap(applied_rad - exact_rad)))
show("cast-error-bf16", abs(wrap(applied_rad - float(angle_f32))))  # the cast's share


{{seeded_normals}}

def score_f32(pos_q, pos_k):
    # Rotate q and k in float32 (half layout: x cos + rotate_half(x) sin), sum in order.
    def rotate(x, pos):
        c, s = cos_sin_f32(theta_f32 * f32(pos))
        a, b = x[: d // 2], x[d // 2 :]
        return np.concatenate([a * c - b * s, b * c + a * s])

    return np.cumsum(rotate(q, pos_q) * rotate(k, pos_k))[-1]


# Shift test: q at m, k 30 before; both moved 117 on. In exact arithmetic the score stays.
draws = np.array(seeded_normals(1, 2 * d), dtype=f32)
q, k = draws[:d], draws[d:]
n = max(m - 30, 0)
show("shift-gap-f32", abs(score_f32(m + 117, n + 117) - score_f32(m, n)))

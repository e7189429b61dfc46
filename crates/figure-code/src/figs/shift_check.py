

# The shift check in float32, as a model computes: angles, cos, sin, products and the sum
# (in order) all in float32, the pairs laid out as HF holds them (every x, then every y).
shift = {{shift}}  # both positions moved this far, tokens
f32 = np.float32
theta_f32 = theta_rad.astype(f32)


def score_f32(qp, kp, pos_q, pos_k):
    def rotate(pairs, pos):
        angle = (theta_f32 * f32(pos)).astype(np.float64)  # cos and sin correctly rounded
        c, s = np.cos(angle).astype(f32), np.sin(angle).astype(f32)
        x, y = pairs[:, 0].astype(f32), pairs[:, 1].astype(f32)
        return np.concatenate([x * c - y * s, y * c + x * s])

    return np.cumsum(rotate(qp, pos_q) * rotate(kp, pos_k))[-1]


near, far = score_f32(q, k, m, n), score_f32(q, k, m + shift, n + shift)
show("shift-score-f32", near)
show("shifted-score-f32", far)
show("shift-gap-f32", abs(far - near))


{{seeded_normals}}

# The same check over random vectors of seeds 1 to 100: how large float32's noise runs.
pairs = len(theta_rad)
gaps = []
for seed in range(1, 101):
    draws = np.array(seeded_normals(seed, 4 * pairs)).reshape(-1, 2)
    qs, ks = draws[:pairs], draws[pairs:]
    gaps.append(abs(score_f32(qs, ks, m + shift, n + shift) - score_f32(qs, ks, m, n)))
gaps.sort()
show("shift-noise-max-f32", gaps[-1])
show("shift-noise-median-f32", gaps[len(gaps) // 2])

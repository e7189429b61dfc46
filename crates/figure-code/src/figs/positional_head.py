# A head that looks r tokens back (Barbero et al. 2025): score a * sum_{i<K} cos((offset - r) * theta_i)
# over the K fastest pairs, then softmax over the offsets.
d = {{d}}
base = {{base}}
span = {{span}}  # offsets 0 .. span - 1
target = {{target}}  # r, tokens back
fast = {{fast}}  # K, the fastest pairs used
sharp = {{sharp}}  # a, the sharpness

theta_rad = 1.0 / base ** (2 * np.arange(d // 2) / d)  # radians per token, fastest first
offsets = np.arange(span)
delta = (offsets - target).astype(float)
scores = sharp * np.cos(np.outer(delta, theta_rad[:fast])).sum(axis=1)
weights = np.exp(scores - scores.max())  # softmax, shifted so nothing overflows
weights /= weights.sum()
for offset in offsets:
    show(f"head-score-{offset}", scores[offset])
    show(f"head-weight-{offset}", weights[offset])
show("head-target-weight", weights[target])

# The strongest echo: the heaviest other offset (of equal weights, the farther one).
others = [o for o in offsets if o != target]
echo = max(others, key=lambda o: (weights[o], o)) if others else None
show("head-echo", 0 if echo is None else echo)
show("head-echo-weight", 0.0 if echo is None else weights[echo])

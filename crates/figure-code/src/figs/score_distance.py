{{hf}}

# Score against distance: q rotated to m and k to n score by the offset m - n alone.
rope = {{rope}}
inv_freq, attention_factor = rope_init(rope)  # radians per token, one per pair
{{vectors}}
# Per pair, the two offset-free numbers: similarity and orientation.
dot = q[:, 0] * k[:, 0] + q[:, 1] * k[:, 1]
cross = q[:, 0] * k[:, 1] - q[:, 1] * k[:, 0]


# The attention factor multiplies cos and sin for q and for k, so a pair's score by its square;
# the pairs of a partly rotated head that do not turn pass through unscaled.
pair_scale = np.where(inv_freq > 0, attention_factor**2, 1.0)


def score(offset_tokens):
    angle_rad = offset_tokens * inv_freq
    return np.sum(pair_scale * (dot * np.cos(angle_rad) + cross * np.sin(angle_rad)))


offsets = {{offsets}}
for length in [{{train}}, {{infer}}]:  # the training and the inference length
    if length not in offsets:
        offsets.append(length)
for offset in offsets:
    show(f"score-at-{offset}", score(offset))

# Two layouts: "half" pairs dimension i with i + d/2 (Hugging Face's rotate_half),
# "interleaved" pairs 2i with 2i + 1 (GPT-J, Meta). A model trained in one, rotated in the other.
d = {{d}}  # the head's width
{{theta}}{{vectors}}m, n = {{m}}, {{n}}  # the query's and the key's positions, tokens
trained = {{trained}}  # the layout the model was trained with
other = "interleaved" if trained == "half" else "half"


def pair_dims(layout):
    # The two dimensions of each pair i.
    i = np.arange(d // 2)
    return (i, i + d // 2) if layout == "half" else (2 * i, 2 * i + 1)


def rotate(x, pos, layout):
    # Pair i of the flat vector x (as `layout` pairs it) turned by pos * theta_i.
    a, b = pair_dims(layout)
    angle_rad = pos * theta_rad
    out = x.copy()
    out[a] = x[a] * np.cos(angle_rad) - x[b] * np.sin(angle_rad)
    out[b] = x[a] * np.sin(angle_rad) + x[b] * np.cos(angle_rad)
    return out


a, b = pair_dims(trained)
partner = np.empty(d)
partner[a], partner[b] = b, a
for j in range(d):
    show(f"layout-partner-{j}", partner[j])

# The weights put q's and k's pairs where the trained layout expects them.
q_flat, k_flat = np.empty(d), np.empty(d)
q_flat[a], q_flat[b] = q[:, 0], q[:, 1]
k_flat[a], k_flat[b] = k[:, 0], k[:, 1]
for shift, suffix in [(0, ""), (100, "-shifted")]:  # both moved 100 tokens on: the same scores
    show("score-right" + suffix, rotate(q_flat, m + shift, trained) @ rotate(k_flat, n + shift, trained))
    show("score-wrong" + suffix, rotate(q_flat, m + shift, other) @ rotate(k_flat, n + shift, other))

# The rotate function at work on pair 0 of q at m: x1·cos − x2·sin and x1·sin + x2·cos.
x1, x2 = q[0]
angle_rad = m * theta_rad[0]
show("rotate-x1", x1)
show("rotate-x2", x2)
show("rotate-cos", np.cos(angle_rad))
show("rotate-sin", np.sin(angle_rad))
show("rotate-out1", x1 * np.cos(angle_rad) - x2 * np.sin(angle_rad))
show("rotate-out2", x1 * np.sin(angle_rad) + x2 * np.cos(angle_rad))

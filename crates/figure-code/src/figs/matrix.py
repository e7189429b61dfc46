# RoPE as a matrix: at position m, one 2 x 2 rotation per pair and zeros elsewhere. No code
# builds it; code keeps the angles pos * theta_i and does two lines of arithmetic per pair.
d = {{d}}  # the head's width
{{theta}}m = {{m}}  # the position, tokens
layout = {{layout}}  # "half": pair i is dims (i, i + d/2); "interleaved": (2i, 2i + 1)
precompute = {{precompute}}  # the figure shows the precomputation's lines in the matrix's place

# The d x d matrix R(m) (the figure draws it).
R = np.zeros((d, d))
for i, theta in enumerate(theta_rad):
    a, b = (i, i + d // 2) if layout == "half" else (2 * i, 2 * i + 1)
    c, s = np.cos(m * theta), np.sin(m * theta)
    R[a, a], R[a, b], R[b, a], R[b, b] = c, -s, s, c
assert np.allclose(R @ R.T, np.eye(d))  # a rotation: it keeps every length

# What code precomputes instead: the angles, one row per position, one column per pair.
# In PyTorch, as a model's rotary module writes the same three steps (these lines are the
# NumPy program's twins, not run here):
#   inv_freq = 1.0 / (base ** (torch.arange(0, d, 2).float() / d))  # theta_i, one per pair
#   angles = torch.outer(torch.arange(seq_len).float(), inv_freq)  # positions x pairs
#   cos, sin = angles.cos(), angles.sin()  # the whole precomputation
positions = [0, 1, 2, 3] + ([m] if m >= 4 else [])
for pos in positions:
    for i, angle_rad in enumerate(pos * theta_rad):
        show(f"angle-{pos}-{i}", angle_rad)
if precompute:
    for i, theta in enumerate(theta_rad):
        show(f"precompute-inv-freq-{i}", theta)  # inv_freq, one per pair

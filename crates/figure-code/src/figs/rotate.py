# Rotate instead of add: the query turned by m*theta, the key by n*theta, pair by pair.
d = {{d}}  # the head's width: d / 2 pairs
{{theta}}{{vectors}}m, n = {{m}}, {{n}}  # the query's and the key's positions, tokens


def rotate(pairs, pos):
    # Each pair (x, y) turned counter-clockwise by pos * theta_i.
    angle_rad = pos * theta_rad
    x, y = pairs[:, 0], pairs[:, 1]
    return np.stack([x * np.cos(angle_rad) - y * np.sin(angle_rad),
                     x * np.sin(angle_rad) + y * np.cos(angle_rad)], axis=1)


show("offset", m - n)
show("score-direct", np.sum(rotate(q, m) * rotate(k, n)))  # rotate, then dot

# The same score from m - n alone: per pair (q.k) cos((m-n) theta) + (q x k) sin((m-n) theta).
dot = q[:, 0] * k[:, 0] + q[:, 1] * k[:, 1]
cross = q[:, 0] * k[:, 1] - q[:, 1] * k[:, 0]
gap_rad = (m - n) * theta_rad
show("score-formula", np.sum(dot * np.cos(gap_rad) + cross * np.sin(gap_rad)))

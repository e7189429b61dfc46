# Why only m - n survives: one pair (the head's first), rotated and multiplied out.
d = {{d}}  # the head's width
{{theta}}{{vectors}}m, n = {{m}}, {{n}}  # the query's and the key's positions, tokens

theta = theta_rad[0]  # the pair's angle step, radians per token
(q1, q2), (k1, k2) = q[0], k[0]

# 1. Rotate: q by m*theta, k by n*theta.
angle_q_rad, angle_k_rad = m * theta, n * theta
q_m = (q1 * np.cos(angle_q_rad) - q2 * np.sin(angle_q_rad), q1 * np.sin(angle_q_rad) + q2 * np.cos(angle_q_rad))
k_n = (k1 * np.cos(angle_k_rad) - k2 * np.sin(angle_k_rad), k1 * np.sin(angle_k_rad) + k2 * np.cos(angle_k_rad))
# 2. Dot them.
show("score-direct", q_m[0] * k_n[0] + q_m[1] * k_n[1])
# The same score as lengths and the angle between the turned arrows: |q| |k| cos(angle).
show("proof-len-q", np.hypot(q1, q2))
show("proof-len-k", np.hypot(k1, k2))
between_rad = np.arctan2(q_m[1], q_m[0]) - np.arctan2(k_n[1], k_n[0])
show("proof-between-deg", np.degrees(np.arctan2(np.sin(between_rad), np.cos(between_rad))))
# 3-4. Multiplied out, q1k1 and q2k2 come with cos(m theta - n theta), q1k2 with sin(...), q2k1
# with -sin(...): cos a cos b + sin a sin b = cos(a - b), sin a cos b - cos a sin b = sin(a - b).
gap_rad = (m - n) * theta
# 5. Only the offset is left.
show("score-formula", (q1 * k1 + q2 * k2) * np.cos(gap_rad) + (q1 * k2 - q2 * k1) * np.sin(gap_rad))

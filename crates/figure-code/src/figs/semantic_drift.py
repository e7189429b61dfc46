# The slowest pair drifts (Barbero et al. 2025): it hardly turns, until the context is long.
d = {{d}}
base = {{base}}
len_tokens = {{len_tokens}}  # the context length

i = d // 2 - 1  # the slowest pair
theta_rad = 1.0 / base ** (2 * i / d)  # its radians per token
drift_rad = len_tokens * theta_rad  # how far it turns over the context
show("drift-rad", drift_rad)
show("drift-cos", np.cos(drift_rad))  # its part of an aligned score: from 1 to this

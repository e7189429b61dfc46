# The base bounds the context (Men et al. 2024): B(m) = Σ_i cos(m·θ_i) is how much a query
# still prefers a key equal to itself over a random one at distance m; it must stay >= 0.
d = {{d}}  # the head's dimensions
base = {{base}}  # rope_theta
target_len_tokens = {{target}}
limit_tokens = {{limit}}  # the longest distance searched


def bound(base, distances):
    inv_freq = 1.0 / base ** (np.arange(0, d, 2) / d)  # θ_i, radians per token
    return np.cos(np.multiply.outer(distances, inv_freq)).sum(axis=-1)


def first_negative(base, last_tokens, chunk=4096):
    """The first integer distance 0..last_tokens with B(m) < 0, or None."""
    for start in range(0, last_tokens + 1, chunk):
        distances = np.arange(start, min(start + chunk, last_tokens + 1), dtype=float)
        below = np.flatnonzero(bound(base, distances) < 0)
        if len(below):
            return start + int(below[0])
    return None


# The longest length this base supports: every distance up to it keeps B >= 0.
first = first_negative(base, limit_tokens)
show("base-bound-len", limit_tokens if first is None else first - 1)
{{min_base}}

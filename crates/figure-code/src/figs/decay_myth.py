# Does the score fade with distance? (Barbero et al. 2025) Its average over draws of q and k,
# and its spread, at offset m - n, in closed form.
d = {{d}}
base = {{base}}
vectors = {{vectors}}  # "ones": q = k = ones; "gaussian-same": q = k ~ N(0, I); "random": independent

theta_rad = 1.0 / base ** (2 * np.arange(d // 2) / d)  # radians per token, pair i


def expected_score(offset_tokens):
    if vectors == "random":
        return 0.0  # rotating an isotropic key changes nothing: the average stays 0
    # q = k: each pair's squared length averages 2, and the pair turns by offset * theta_i.
    return np.sum(2.0 * np.cos(offset_tokens * theta_rad))


def score_sd(offset_tokens):
    if vectors == "ones":
        return 0.0  # one fixed vector: no spread
    if vectors == "random":
        return np.sqrt(2.0 * len(theta_rad))  # sqrt(d) at every offset
    # q = k ~ N(0, I): pair i gives r^2 cos(offset * theta_i) with r^2 ~ chi^2_2 (variance 4).
    return 2.0 * np.sqrt(np.sum(np.cos(offset_tokens * theta_rad) ** 2))


for offset in [0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000]:
    show(f"expected-score-{offset}", expected_score(offset))
    show(f"score-sd-{offset}", score_sd(offset))
far_tokens = 1000  # the offset the readout quotes
show("decay-near", expected_score(0))
show("decay-far", expected_score(far_tokens))
show("decay-far-sd", score_sd(far_tokens))

# One boundary, many methods: which pairs never finish a turn in training.

d = {{d}}  # the head's dimensions
base = {{base}}  # rope_theta
train_len_tokens = {{train}}

inv_freq = 1.0 / base ** (np.arange(0, d, 2) / d)  # θ_i, radians per token
wavelength_tokens = 2 * np.pi / inv_freq
never = np.flatnonzero(wavelength_tokens > train_len_tokens)  # less than one full turn
first = never[0] if len(never) else len(inv_freq)
show("partial-cycle-pairs", len(inv_freq) - first)
show("first-partial-pair", first)
# Liu et al. 2023: the critical dimension, 2·⌈(d/2)·log_base(L/2π)⌉ (clamped to 0 .. d), counts
# the dimensions whose pairs turn at least once.
turns_in_training = train_len_tokens / (2 * math.pi)  # of the fastest pair
pairs_turned = math.ceil(d / 2 * (math.log(turns_in_training) / math.log(base)))
show("critical-dim", 2 * min(max(pairs_turned, 0), d // 2))

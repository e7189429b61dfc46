
# The smallest base that keeps B >= 0 up to the target. The passing bases are not one interval
# (a larger base can dip below 0 again), so the app walks a 0.01% grid of bases up from 1 and
# bisects the first passing step: too slow to repeat here, so its result is checked instead.
min_base = {{min_base}}
assert first_negative(min_base, target_len_tokens) is None  # it passes...
assert first_negative(min_base * (1 - 1e-9), target_len_tokens) is not None  # ...just below fails
show("base-bound-min-base", min_base)

# How far a larger base reaches (Liu et al. 2023, "Scaling laws of RoPE-based extrapolation").

d = {{d}}  # the head's dimensions
partial = {{partial}}  # partial_rotary_factor
dim = 2 * max(int(partial * d / 2), 1)  # the rotated width
train_base = 10000.0  # the base the model was first trained with
base = {{base}}  # the base used in tuning
train_len_tokens = {{train}}

# The critical dimension: the dimensions whose pairs finished a turn in training at base
# 10000, 2·⌈(dim/2)·log_10000(L/2π)⌉ (clamped to 0 .. dim).
turns_in_training = train_len_tokens / (2 * math.pi)  # of the fastest pair
pairs_turned = math.ceil(dim / 2 * (math.log(turns_in_training) / math.log(train_base)))
d_extra = 2 * min(max(pairs_turned, 0), dim // 2)
show("critical-dim-trained", d_extra)

if d_extra < dim:  # else every pair has seen every angle and the rule sets no limit
    # Tuned with a larger base, the model reads up to the period of the first pair past it.
    reach_tokens = 2 * math.pi * base ** (d_extra / dim) if base > 1 else 2 * math.pi
    show("extrapolation-len", reach_tokens)
    show("extrapolation-times", reach_tokens / train_len_tokens)  # times the training length

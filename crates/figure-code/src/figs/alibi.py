# ALiBi (Press et al. 2022): no rotation; each head adds -slope * distance to a score.
heads = {{heads}}
head = {{head}}  # the head in bold, counted from 1
train_len_tokens = {{train_len_tokens}}


def power_of_two_slopes(n):
    start = 2.0 ** (-8.0 / n)
    return [start**i for i in range(1, n + 1)]  # 2^(-8i/n), i = 1..n


# As the reference implementation: the largest power of two's sequence, then every other
# slope of the next power of two for the remaining heads.
closest = 1 << (heads.bit_length() - 1)  # the largest power of two <= heads
slopes = power_of_two_slopes(closest)
slopes += power_of_two_slopes(2 * closest)[::2][: heads - closest]
for k, slope in enumerate(slopes):
    show(f"alibi-slope-{k + 1}", slope)

# The chosen head, a training length back: softmax multiplies that token's weight by e^penalty.
penalty = -slopes[head - 1] * train_len_tokens
show("alibi-penalty-train", penalty)
show("alibi-weight-train", np.exp(penalty))

# Added sinusoidal marks: the mark of m + gap is the mark of m turned by the gap alone, yet the
# score of two marked words depends on where they sit. Rotating the words instead does not.
nolan = np.array({{nolan}})  # the query word's vector (the seeds')
ended = np.array({{ended}})  # the key word's vector
m = {{m}}  # the query's position, tokens
gap_tokens = {{n}} - m  # the key sits at m + gap
d = len(nolan)

freq_rad = 1.0 / 10000.0 ** (2 * np.arange(d // 2) / d)  # radians per token, pair i


def mark(pos):
    # The sinusoidal mark: dimension 2i holds sin(pos * f_i), 2i+1 holds cos(pos * f_i).
    out = np.empty(d)
    out[0::2], out[1::2] = np.sin(pos * freq_rad), np.cos(pos * freq_rad)
    return out


def added(pos):
    # The four parts of (nolan + mark(pos)) . (ended + mark(pos + gap)).
    q_mark, k_mark = mark(pos), mark(pos + gap_tokens)
    return nolan @ ended, nolan @ k_mark, q_mark @ ended, q_mark @ k_mark


# Pair 0 (frequency 1): sin(m + g) = sin m cos g + cos m sin g.
show("shift-sin-m", np.sin(m))
show("shift-cos-g", np.cos(gap_tokens))
show("shift-cos-m", np.cos(m))
show("shift-sin-g", np.sin(gap_tokens))
show("shift-sin", np.sin(m) * np.cos(gap_tokens) + np.cos(m) * np.sin(gap_tokens))
show("shift-sin-direct", np.sin(m + gap_tokens))

words, cross_q, cross_k, marks = added(m)
show("shift-words", words)  # the meaning
show("shift-cross-q", cross_q)  # query word . key's mark: depends on where the key sits
show("shift-cross-k", cross_k)  # query's mark . key word
show("shift-marks", marks)  # sum_i cos(gap * f_i): the gap alone
show("shift-total", words + cross_q + cross_k + marks)

for pos in [0, 10, 47, 100, 1000]:  # the same gap at other positions
    show(f"shift-score-{pos}", sum(added(pos)))

if {{rope}}:  # positions=rope: the same two words turned instead of marked
    def turn(v, pos):
        # Each pair (2i, 2i+1) turned by pos * f_i, as the marks' interleaved pairs.
        c, s = np.cos(pos * freq_rad), np.sin(pos * freq_rad)
        out = np.empty(d)
        out[0::2] = v[0::2] * c - v[1::2] * s
        out[1::2] = v[0::2] * s + v[1::2] * c
        return out

    show("shift-rope", turn(nolan, m) @ turn(ended, m + gap_tokens))  # the same at every m

# The sinusoidal position mark of "Attention Is All You Need": position m as d numbers.
d = {{d}}  # the mark's width (the figure shows at most 16)
m = {{m}}  # the position, tokens

pair = np.arange(d // 2)
freq_rad = 1.0 / 10000.0 ** (2 * pair / d)  # radians per token, pair i: 1 / 10000^(2i/d)
angle_rad = m * freq_rad
mark = np.empty(d)
mark[0::2] = np.sin(angle_rad)  # dimension 2i: sine
mark[1::2] = np.cos(angle_rad)  # dimension 2i+1: cosine
for j, value in enumerate(mark):
    show(f"mark-{j}", value)

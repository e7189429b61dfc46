# Multimodal RoPE (Qwen2-VL, Qwen3-VL): each frequency index follows time, height or width.
d = {{d}}  # the head's width: d / 2 frequencies
base = {{base}}
section = {{section}}  # how many frequencies follow time, height, width (mrope_section)
layout = {{layout}}  # "chunked": runs t..t h..h w..w (Qwen2-VL); "interleaved": t h w t h w ... (Qwen3-VL)
T, H, W = 0, 1, 2

theta_rad = 1.0 / base ** (2 * np.arange(d // 2) / d)  # radians per token, index i
axis = np.full(d // 2, T)  # what is not handed out follows time
for i in range(d // 2):
    if layout == "chunked":
        if section[0] <= i < section[0] + section[1]:
            axis[i] = H
        elif section[0] + section[1] <= i < sum(section):
            axis[i] = W
    elif i % 3 == 1 and i < 3 * section[1]:  # HF's apply_interleaved_mrope
        axis[i] = H
    elif i % 3 == 2 and i < 3 * section[2]:
        axis[i] = W
for i in range(d // 2):
    show(f"mrope-axis-{i}", axis[i])
    show(f"inv-freq-{i}", theta_rad[i])

# Position ids (HF's get_rope_index) of one frame of 2 x 3 patches, then 3 text tokens: a patch
# gets (frame, row, column); the text goes on one past the largest id, the same on all axes.
frames, rows, cols, text_len = 1, 2, 3, 3
ids = [(t, h, w) for t in range(frames) for h in range(rows) for w in range(cols)]
next_id = max(max(i) for i in ids) + 1
ids += [(next_id + j,) * 3 for j in range(text_len)]
for j, (t, h, w) in enumerate(ids):
    show(f"mrope-id-t-{j}", t)
    show(f"mrope-id-h-{j}", h)
    show(f"mrope-id-w-{j}", w)

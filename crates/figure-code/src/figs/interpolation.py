# Squeeze the positions (position interpolation): trained to L tokens and run to L' > L,
# position m is turned as position m·L/L' was in training.
train_len_tokens = {{train}}  # L
infer_len_tokens = {{infer}}  # L'
m = float({{m}})  # the position, tokens


def squeezed(pos_tokens):
    if infer_len_tokens <= train_len_tokens:
        return pos_tokens  # a text no longer than training needs no squeeze
    return pos_tokens * train_len_tokens / infer_len_tokens


show("squeezed-position", squeezed(m))
show("squeeze-factor", max(infer_len_tokens / train_len_tokens, 1.0))  # L'/L
# The fastest pair turns base^0 = 1 radian per token, whatever the base: neighbours m and m + 1
# were 1 radian apart in training, and are (squeezed) L/L' of it apart now.
theta0_rad = 1.0
show("neighbour-step-before-deg", np.degrees(1.0 * theta0_rad))
show("neighbour-step-after-deg", np.degrees((squeezed(m + 1) - squeezed(m)) * theta0_rad))

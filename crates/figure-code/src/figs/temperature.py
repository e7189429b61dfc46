# Layers without rotation: Llama 4 multiplies those layers' queries (so their scores) by
# ln(floor((pos + 1) / floor_scale) + 1) * attn_scale + 1, a step every floor_scale tokens.
pos_tokens = {{pos_tokens}}  # the position m
floor_scale_tokens = {{floor_scale_tokens}}
attn_scale = {{attn_scale}}

steps = np.floor((pos_tokens + 1.0) / floor_scale_tokens)
show("attn-scale", np.log(steps + 1.0) * attn_scale + 1.0)

# For comparison (the dashed lines): YaRN multiplies q and k each by 0.1 * ln(s) + 1 for a
# stretch s, the same at every position, so a score by its square: 1.459 at s = 8, 1.813 at 32.

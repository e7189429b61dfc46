# Layers without rotation: Llama 4 multiplies those layers' queries (so their scores) by
# ln(floor((pos + 1) / floor_scale) + 1) * attn_scale + 1, a step every floor_scale tokens.
pos_tokens = {{pos_tokens}}  # the position m
floor_scale_tokens = {{floor_scale_tokens}}
attn_scale = {{attn_scale}}

steps = np.floor((pos_tokens + 1.0) / floor_scale_tokens)
show("attn-scale", np.log(steps + 1.0) * attn_scale + 1.0)

# For comparison (the dashed lines, not checked numbers): YaRN multiplies q and k each by
# 0.1 * ln(s) + 1 for a stretch s, the same at every position, so a score by its square.
yarn_score_factor = {s: (0.1 * np.log(s) + 1.0) ** 2 for s in (8.0, 32.0)}

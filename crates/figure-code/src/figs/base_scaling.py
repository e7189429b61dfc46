{{hf}}

# Raise the base: every pair but the first turns slower, the slow ones most.
rope = {{rope}}
train_len_tokens, infer_len_tokens = {{train}}, {{infer}}
pair = {{pair}}  # the pair on the dial

# θ_i = base^(-2i/d) over the whole head, at the old base and at the new one.
d = rope["head_dim"]
old_rad = 1.0 / 10000.0 ** (np.arange(0, d, 2) / d)
new_rad = 1.0 / rope["rope_theta"] ** (np.arange(0, d, 2) / d)
show("base-slowdown", old_rad[pair] / new_rad[pair])  # (new/old)^(2i/d) times slower
show("angle-train-deg", np.degrees(old_rad[pair] * train_len_tokens))  # seen in training
show("angle-old-deg", np.degrees(old_rad[pair] * infer_len_tokens))  # the longer text, old base
show("angle-new-deg", np.degrees(new_rad[pair] * infer_len_tokens))  # and at the new base

# The table: every pair with the model's settings (scaling included, if any).
original = unscaled(rope)  # θ_i in training
inv_freq, _ = rope_init(rope)  # θ_i at inference
angle_train_rad = train_len_tokens * original
angle_infer_rad = infer_len_tokens * inv_freq
{{pair_table}}

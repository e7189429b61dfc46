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

# The table: the raised model, pair by pair. Trained at base 10000 over the training length;
# raised, each pair turns at the new base over the longer one.
for i in range(len(old_rad)):
    show(f"raised-theta-old-{i}", old_rad[i])
    show(f"raised-theta-new-{i}", new_rad[i])
    show(f"raised-slowdown-{i}", old_rad[i] / new_rad[i])
    show(f"raised-angle-train-deg-{i}", np.degrees(old_rad[i] * train_len_tokens))
    show(f"raised-angle-long-deg-{i}", np.degrees(new_rad[i] * infer_len_tokens))

{{hf}}

# The slowest pair past training: trained to one length, the slowest pairs swept only part of their circle.
rope = {{rope}}
train_len_tokens, infer_len_tokens = {{train}}, {{infer}}
pair = {{pair}}  # the pair shown

original = unscaled(rope)  # θ_i in training, radians per token
inv_freq, _ = rope_init(rope)  # θ_i at inference (the same without scaling)
angle_train_rad = train_len_tokens * original  # how far each pair turned over training
angle_infer_rad = infer_len_tokens * inv_freq  # and over the longer text


def lowest_cos(angle_rad):
    # The lowest cos(offset·θ) while the angle sweeps 0 .. angle_rad: past π it has met -1.
    return -1.0 if abs(angle_rad) >= np.pi else np.cos(angle_rad)


show("slow-angle-train-deg", np.degrees(angle_train_rad[pair]))
show("slow-angle-infer-deg", np.degrees(angle_infer_rad[pair]))
# The pair's part of the score of two aligned unit vectors: how low training took it, and now.
show("slow-score-train-min", lowest_cos(angle_train_rad[pair]))
show("slow-score-infer-min", lowest_cos(angle_infer_rad[pair]))
# ... and its part at the longer length itself.
show("slow-score-infer-at", np.cos(angle_infer_rad[pair]))

{{pair_table}}

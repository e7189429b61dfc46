{{hf}}

# Treat each frequency differently: the highlighted method (the figure draws every method on
# the same model; its settings, with the keys this method reads):
rope = {{rope}}
inv_freq, attention_factor = rope_init(rope)
original = unscaled(rope)  # the frequencies training saw

show("attention-factor", attention_factor)  # multiplies cos and sin, for q and for k
show("logit-scale", attention_factor**2)  # so the rotated part of every score by its square
if rope["rope_type"] not in ("default", "proportional"):  # the methods that stretch the context
    # Each pair's multiplier: 1 = kept as trained, 1/factor = squeezed like interpolation.
    multiplier = np.ones_like(original)
    turning = original > 0  # pairs that do not turn keep 1
    multiplier[turning] = inv_freq[turning] / original[turning]
    for i, x in enumerate(multiplier):
        show(f"multiplier-{i}", x)
        show(f"scaled-theta-{i}", inv_freq[i])  # radians per token
        show(f"unscaled-theta-{i}", original[i])

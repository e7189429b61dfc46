# Many pairs, many speeds: how fast each pair turns, before any scaling.
d = {{d}}  # the head's dimensions: d/2 pairs
base = {{base}}  # rope_theta
{{freqs}}
for i, theta_rad in enumerate(inv_freq):
    show(f"inv-freq-{i}", theta_rad)  # radians per token
    if theta_rad > 0:  # a pair that does not rotate has no wavelength
        show(f"wavelength-{i}", 2 * np.pi / theta_rad)  # tokens per full turn

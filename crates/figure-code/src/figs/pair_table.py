# The table: every pair's frequency, wavelength, angle and turns.
for i, theta_rad in enumerate(inv_freq):
    show(f"inv-freq-{i}", theta_rad)
    if theta_rad > 0:  # a pair that does not rotate has no wavelength
        show(f"wavelength-{i}", 2 * np.pi / theta_rad)
    show(f"angle-train-deg-{i}", np.degrees(angle_train_rad[i]))
    show(f"angle-infer-deg-{i}", np.degrees(angle_infer_rad[i]))
    show(f"turns-train-{i}", angle_train_rad[i] / (2 * np.pi))
    show(f"turns-infer-{i}", angle_infer_rad[i] / (2 * np.pi))

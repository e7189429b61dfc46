# RoPE over an image: pair k turns by theta_k * (dx cos phi_k + dy sin phi_k) at patch offset
# (dx, dy). The score of aligned vectors is the mean over pairs of the cosine of that angle.
d = {{d}}  # the head's width: d / 2 pairs
base = {{base}}
directions = {{directions}}  # "axial": even pairs along x, odd along y; "golden": k golden angles
# (In this axial layout x gets theta_0, theta_2, ... and y theta_1, theta_3, ...: y turns a little
# slower. Heo et al.'s axial 2-D RoPE gives both axes the same frequencies.)

theta_rad = 1.0 / base ** (2 * np.arange(d // 2) / d)  # radians per patch, pair k
k = np.arange(d // 2)
if directions == "axial":
    phi_rad = np.where(k % 2 == 0, 0.0, np.pi / 2)
else:
    phi_rad = k * np.pi * (3 - np.sqrt(5))  # the golden angle, about 137.5 degrees, per pair


def score(dx, dy):
    return np.mean(np.cos(theta_rad * (dx * np.cos(phi_rad) + dy * np.sin(phi_rad))))


for dy in [0, 1, 2, 4, 8, 16]:
    for dx in [-16, -8, -4, -2, -1, 0, 1, 2, 4, 8, 16]:
        show(f"score2d-{dx}-{dy}", score(dx, dy))

# The cross as two numbers: the offsets up to 16 patches each way, from 4 patches out
# (Chebyshev), averaged on the axes (dx = 0 or dy = 0) and off them.
reach = range(-16, 17)
far = [(dx, dy) for dy in reach for dx in reach if max(abs(dx), abs(dy)) >= 4]
show("score2d-on-axis", np.mean([score(dx, dy) for dx, dy in far if dx == 0 or dy == 0]))
show("score2d-off-axis", np.mean([score(dx, dy) for dx, dy in far if dx != 0 and dy != 0]))

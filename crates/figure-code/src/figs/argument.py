# The argument's numbers, each as its chapter computes it.
import math

# Rotate one pair (x, y) by an angle.
def turn(v, angle):
    c, s = math.cos(angle), math.sin(angle)
    return (v[0] * c - v[1] * s, v[0] * s + v[1] * c)

def score(q, k, m, n, theta):
    a, b = turn(q, m * theta), turn(k, n * theta)
    return a[0] * b[0] + a[1] * b[1]

cat = (0.9, 0.4)  # one pair of cat's query and key, turning 0.1 rad a token
show("argument-score", score(cat, cat, 3, 7, 0.1))
show("argument-score-moved", score(cat, cat, 10, 14, 0.1))

d, base = 128, 10000.0  # a head 128 wide
inv_freq = base ** (-np.arange(0, d, 2) / d)
show("argument-fastest-turn", 2 * math.pi / inv_freq[0])
show("argument-slowest-turn", 2 * math.pi / inv_freq[-1])

train, long = 4096, 32768
show("argument-scores-ratio", (long / train) ** 2)  # scores grow with the square
show("argument-slowest-trained-deg", math.degrees(train * inv_freq[-1]))
show("argument-slowest-long-deg", math.degrees(long * inv_freq[-1]))
show("argument-neighbours-deg", math.degrees(inv_freq[0]))
show("argument-squeezed-deg", math.degrees(inv_freq[0] / (long / train)))  # interpolation

window, prompt = 8000, 7500
show("argument-left", max(window - prompt, 0))

# The argument's numbers, each as its chapter computes it, on one worked example.
import math

# Rotate one pair (x, y) by an angle.
def turn(v, angle):
    c, s = math.cos(angle), math.sin(angle)
    return (v[0] * c - v[1] * s, v[0] * s + v[1] * c)

def score(q, k, m, n, theta):
    a, b = turn(q, m * theta), turn(k, n * theta)
    return a[0] * b[0] + a[1] * b[1]

q, k, theta = {{q}}, {{k}}, {{theta}}  # one pair of the query and key, radians a token
m, n, shift = {{m}}, {{n}}, {{shift}}
show("argument-score", score(q, k, m, n, theta))
show("argument-score-moved", score(q, k, m + shift, n + shift, theta))  # both moved: the same

d, base = {{d}}, {{base}}
inv_freq = base ** (-np.arange(0, d, 2) / d)
show("argument-fastest-turn", 2 * math.pi / inv_freq[0])
show("argument-slowest-turn", 2 * math.pi / inv_freq[-1])

short, long = {{cost_tokens}}
show("argument-scores-ratio", (long / short) ** 2)  # scores grow with the square

train, asked = {{unseen_tokens}}
show("argument-slowest-trained-deg", math.degrees(train * inv_freq[-1]))
show("argument-slowest-long-deg", math.degrees(asked * inv_freq[-1]))

stretch = {{stretch}}  # interpolation divides every position by it
show("argument-neighbours-deg", math.degrees(inv_freq[0]))
show("argument-squeezed-deg", math.degrees(inv_freq[0] / stretch))

window, prompt = {{window}}, {{prompt}}
show("argument-left", max(window - prompt, 0))

# Shuffle the sentence: each word's query dotted with each word's key, in the order shown.
words = {{words}}
emb = np.array({{emb}})  # one vector per word (a repeated word has one vector)
w_q = np.array({{wq}})  # the query projection
w_k = np.array({{wk}})  # the key projection
rope = {{rope}}  # positions: False = the words alone, True = RoPE (base 10000)
order = {{order}}  # the order shown: slot i holds word order[i] (a shuffle permutes it)

d = emb.shape[1]
theta_rad = 1.0 / 10000.0 ** (2 * np.arange(d // 2) / d)  # radians per slot, pair i


def turn(x, slot):
    # Half layout: pair i is dimensions i and i + d/2, turned by slot * theta_i.
    a, b = x[: d // 2], x[d // 2 :]
    angle_rad = slot * theta_rad
    return np.concatenate([a * np.cos(angle_rad) - b * np.sin(angle_rad),
                           a * np.sin(angle_rad) + b * np.cos(angle_rad)])


queries = emb[order] @ w_q.T
keys = emb[order] @ w_k.T
if rope:
    queries = np.array([turn(q, slot) for slot, q in enumerate(queries)])
    keys = np.array([turn(k, slot) for slot, k in enumerate(keys)])
scores = queries @ keys.T
for i in range(len(order)):
    for j in range(len(order)):
        show(f"order-score-{i}-{j}", scores[i, j])

# Scores become weights: one word's query against every word's key, softmax(scores / sqrt(d)).
words = {{words}}
emb = np.array({{emb}})  # the words' vectors (seeded; the repeated "the" has one vector)
w_q = np.array({{wq}})  # the query projection (seeded)
w_k = np.array({{wk}})  # the key projection (seeded)
query = {{query}}  # the query word's index
attention_factor = {{factor}}  # multiplies the query and the key, so each score by its square
d = {{d}}  # the vectors' width

q = attention_factor * (w_q @ emb[query])
keys = attention_factor * (emb @ w_k.T)
scores = keys @ q  # one score per key word
scaled = (scores - scores.max()) / np.sqrt(d)  # subtracting the top changes nothing, avoids overflow
weights = np.exp(scaled)
weights /= weights.sum()  # positive, sum to 1
{{others}}# The query's output, weights @ values, mixes the words' values (here their own vectors).

for j in range(len(words)):
    show(f"attn-score-{j}", scores[j])
    show(f"attn-weight-{j}", weights[j])
show("attn-top-weight", weights.max())
show("attn-width", d)

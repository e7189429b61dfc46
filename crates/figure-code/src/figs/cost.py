# The bill for length: n^2 score entries per head and layer, and the KV cache per token.
ref_len_tokens = {{ref_len_tokens}}  # the shorter length (hollow dot)
len_tokens = {{len_tokens}}  # the chosen length n (filled dot)
bytes_per_value = 2.0  # bf16, as models are usually served

# The model's cache shape, from its config.json ({{source}}):
model = {{model}}
{{values_per_token}}

entries = float(len_tokens) ** 2  # every token scores every token
show("cost-entries", entries)
show("cost-ratio", entries / float(ref_len_tokens) ** 2)
show("score-matrix-bytes", entries * bytes_per_value)  # if written out, one head and layer
kv_bytes_per_token = values_per_token * bytes_per_value
show("kv-bytes-per-token", kv_bytes_per_token)
show("kv-bytes", kv_bytes_per_token * len_tokens)  # the whole sequence's cache

if {{fused}}:  # a fused kernel never writes the table, but does every sum
    head_dim = 128  # the width the figure counts at
    # Each query scores each key (head_dim multiply-adds) and adds each value by its weight.
    show("cost-fused-ops", 4 * entries * head_dim)

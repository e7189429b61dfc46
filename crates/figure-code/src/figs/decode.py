# Writing token by token. Without a KV cache, writing token n runs all n tokens through the
# model again; with one, only the new token, whose query reads every cached key and value.
len_tokens = {{len_tokens}}  # the token being written, n

rerun = len_tokens  # tokens run again to write token n, without a cache
show("decode-rerun", rerun)
rerun_total = len_tokens * (len_tokens + 1) / 2  # 1 + 2 + ... + n, over the whole text
show("decode-rerun-total", rerun_total)
show("decode-cached-total", len_tokens)  # one run a token with a cache
show("decode-fewer", rerun_total / len_tokens)

# The model's attention, from its config.json ({{source}}):
model = {{model}}
{{shape}}
bytes_per_value = 2.0  # bf16, as models are usually served

# One step with the cache: read every cached key and value of every layer...
bytes_read = 2 * layers * kv_heads * head_dim * bytes_per_value * len_tokens
show("decode-bytes", bytes_read)
# ...and for each, in every query head, a dot product (score) and a weighted add (value):
# head_dim multiply-adds each, two operations apiece.
ops = 4 * layers * query_heads * head_dim * len_tokens
show("decode-ops", ops)
show("decode-ops-per-byte", ops / bytes_read)  # = query_heads / kv_heads

# On the reference accelerator ({{accelerator}}, datasheet: dense bf16, memory bandwidth):
ops_per_s, bytes_per_s = {{ops_per_s}}, {{bytes_per_s}}
show("decode-read-ms", bytes_read / bytes_per_s * 1e3)
show("decode-sums-ms", ops / ops_per_s * 1e3)

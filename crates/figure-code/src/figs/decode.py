# Writing token by token. Without a KV cache, writing token n runs all n tokens through the
# model again; with one, only the new token, whose query reads every cached key and value.

# The model, from its config.json ({{source}}) and its model card's parameter count:
model = {{model}}
{{shape}}
params = {{params}}
context_tokens = {{context_tokens}}  # the longest text it takes
bytes_per_value = 2.0  # bf16 weights and cache, as models are usually served

len_tokens = min({{len_tokens}}, context_tokens)  # the token being written, n

show("decode-rerun", len_tokens)  # tokens run again to write token n, without a cache
rerun_total = len_tokens * (len_tokens + 1) / 2  # 1 + 2 + ... + n, over the whole text
show("decode-rerun-total", rerun_total)
show("decode-cached-total", len_tokens)  # one run a token with a cache
show("decode-fewer", rerun_total / len_tokens)  # (n + 1) / 2 times fewer runs

# One step with the cache, for one text: read every weight once...
weight_bytes = params * bytes_per_value
show("decode-weight-bytes", weight_bytes)
# ...and every cached key and value of every layer...
cache_bytes = 2 * layers * kv_heads * head_dim * bytes_per_value * len_tokens
show("decode-bytes", cache_bytes)
# ...doing a multiply and an add per weight, and for each cached number, in every query
# head sharing it, a dot product (score) and a weighted add (value): head_dim multiply-adds.
attention_ops = 4 * layers * query_heads * head_dim * len_tokens
ops = 2 * params + attention_ops
show("decode-ops", ops)
show("decode-ops-per-byte", attention_ops / cache_bytes)  # = query_heads / kv_heads

# On the reference accelerator ({{accelerator}}, datasheet: dense bf16, memory bandwidth):
ops_per_s, bytes_per_s = {{ops_per_s}}, {{bytes_per_s}}
show("decode-read-ms", (weight_bytes + cache_bytes) / bytes_per_s * 1e3)
show("decode-sums-ms", ops / ops_per_s * 1e3)

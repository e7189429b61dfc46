

# A fact placed depth_pct percent of the way into this prompt (the chat so far comes first).
# Where it sits is arithmetic; how reliably a model uses it there is for your own test to say.
import math

depth_pct = {{depth_pct}}


def fact_token(depth):
    # The prompt's tokens are history_tokens .. history_tokens + prompt_tokens - 1.
    last = max(prompt_tokens - 1, 0)
    return history_tokens + math.floor(last * min(max(depth, 0.0), 100.0) / 100.0 + 0.5)


show("needle-token", fact_token(depth_pct))
show("needle-after", max(history_tokens + prompt_tokens - 1, 0) - fact_token(depth_pct))
# A needle test: the same fact at five depths, one prompt each; ask, and see where it fails.
for i, depth in enumerate([0.0, 25.0, 50.0, 75.0, 100.0]):
    show(f"needle-test-{i}", fact_token(depth))

# One window holds everything: the chat so far (re-sent every turn), this prompt, the answer.
window_tokens = {{window_tokens}}
prompt_tokens = {{prompt_tokens}}
history_tokens = {{history_tokens}}

sent_tokens = prompt_tokens + history_tokens
show("budget-left", max(window_tokens - sent_tokens, 0))  # room left for the answer
show("budget-over", max(sent_tokens - window_tokens, 0))  # cut past the window's edge
{{reply}}{{effective}}
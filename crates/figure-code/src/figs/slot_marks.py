# Slot numbers as marks: added to the word, or divided by the text's length.
word = {{word}}
vector = np.array({{vector}})  # the word's vector
slot = {{slot}}
len_tokens = {{len_tokens}}  # the training texts' length
longer_len_tokens = {{longer_len_tokens}}  # a longer text

marked = vector + slot  # the slot added to every dimension
for j, value in enumerate(marked):
    show(f"slot-mark-{j}", value)
show("slot-norm-train", slot / len_tokens)  # the same slot, divided by the length
show("slot-norm-infer", slot / longer_len_tokens)

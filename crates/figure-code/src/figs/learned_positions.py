# A learned position table (GPT-2, BERT): one trained vector per position, added to the word.
m = {{m}}  # the position, tokens
table_len = {{table_len}}  # rows in the table: positions 0 .. table_len - 1
# Row m of the table. Training sets these numbers; the figure's table is a seeded stand-in
# (normal draws times 0.5), so the row is copied here. Past the table there is no row: [].
row_m = np.array({{row}})

assert (m < table_len) == (len(row_m) > 0)
for j, value in enumerate(row_m):
    show(f"learned-mark-{j}", value)  # what the model adds to the word's vector at position m

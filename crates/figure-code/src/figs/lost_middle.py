# Published numbers, not computed ones: Liu et al., "Lost in the Middle" (TACL 2024,
# arXiv 2307.03172), appendix G.2. GPT-3.5-Turbo (0613) answers questions from 20 documents
# (about 4K tokens), one of which holds the answer; accuracy in percent by that document's place.
measured_pct = {1: 75.8, 5: 57.2, 10: 53.8, 15: 55.4, 20: 63.2}
closed_book_pct = 56.1  # the same questions with no documents at all

documents = 20
depth_pct = {{depth_pct}}  # how far into the prompt the answer sits, percent
at = 1 + depth_pct / 100 * (documents - 1)
# Only five places were measured: take the nearest one, and interpolate nothing.
position = min(measured_pct, key=lambda p: abs(p - at))
show("middle-position", position)
show("middle-accuracy", measured_pct[position])
show("middle-below", closed_book_pct - measured_pct[position])  # points under no documents

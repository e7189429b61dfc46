def seeded_normals(seed, count):
    # The page's generator: SplitMix64; each normal is a sum of 12 uniforms minus 6.
    mask, state, out = 2**64 - 1, seed, []
    for _ in range(count):
        total = 0.0
        for _ in range(12):
            state = (state + 0x9E3779B97F4A7C15) & mask
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
            total += ((z ^ (z >> 31)) >> 11) * 2.0**-53
        out.append(total - 6.0)
    return out

# Where the rotation happens: after W_q and W_k, on q and k only; a key is turned once, by its
# own position, when it enters the cache, and never again. Pair 0 of the head.
d = {{d}}  # the head's width
base = {{base}}
m = {{m}}  # the position of the token being written
theta_rad = 1.0 / base ** (2 * 0 / d)  # pair 0's speed, radians per token (always 1)

cached_key_angles_rad = [n * theta_rad for n in range(m)]  # keys 0 .. m-1, turned when cached
query_angle_rad = m * theta_rad  # the new query; its own key joins the cache at this angle

show("layer-cached-keys", len(cached_key_angles_rad))
show("layer-query-angle-rad", query_angle_rad)

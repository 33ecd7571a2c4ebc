print("feed-bench: no benchmarks yet")

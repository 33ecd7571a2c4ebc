import Testing

// The tests of FeedDiff arrive with its issue; this file keeps the target non-empty.

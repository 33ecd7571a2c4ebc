import Testing

// The tests of FeedLayout arrive with its issue; this file keeps the target non-empty.

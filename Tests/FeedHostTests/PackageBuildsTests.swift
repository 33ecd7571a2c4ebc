import Testing

// The tests of FeedHost arrive with its issue; this file keeps the target non-empty.

import Testing

// The tests of FeedScripting arrive with its issue; this file keeps the target non-empty.

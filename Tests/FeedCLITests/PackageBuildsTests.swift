import Testing

// The tests of FeedCLI arrive with its issue; this file keeps the target non-empty.

import Testing

// The tests of FileWatching arrive with its issue; this file keeps the target non-empty.

import Testing

// The tests of LuaBridge arrive with its issue; this file keeps the target non-empty.

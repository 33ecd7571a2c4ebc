import Foundation
import Testing

extension Tag {
    /// Tests that take seconds each (millions of items, child processes, real waits): `scripts/test --fast` skips
    /// them.
    @Tag public static var slow: Self
}

/// Whether slow tests run: always, except under `scripts/test --fast` (which sets `FEED_FAST_TESTS=1`).
///
/// Mark a slow suite or test `@Suite(.tags(.slow), .enabled(if: SlowTests.enabled))`.
public enum SlowTests {
    public static let enabled = ProcessInfo.processInfo.environment["FEED_FAST_TESTS"] == nil
}

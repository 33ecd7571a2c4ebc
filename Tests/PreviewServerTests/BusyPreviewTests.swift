import Dispatch
import FeedHost
import FeedLayout
import Foundation
import Testing

@testable import PreviewServer

/// A rebuild that does not end (a hung script, until its time limit) must not hang the preview's other
/// requests: a page following an environment that has a document gets it at once, and a request for an
/// environment without one is answered (503, retry) after a bounded wait (issue 18, item 2).
extension PreviewServerSuite {
    @Suite struct BusyPreviewTests {
        @Test func requestsAreAnsweredWhileARebuildHangs() throws {
            let release = DispatchSemaphore(value: 0)
            let hanging = LayoutEnvironment(width: 820, height: 1180)
            let rebuilds = RebuildFlag()
            let started = DispatchSemaphore(value: 0)
            let preview = LivePreview(environment: LayoutEnvironment()) { environment in
                if rebuilds.isOn && environment != hanging { started.signal() }
                if environment == hanging || rebuilds.isOn { release.wait() }
                return FeedDocument(environment: environment)
            }
            _ = preview.snapshot(at: preview.environment)
            rebuilds.isOn = true
            let rebuilt = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                preview.rebuild()
                rebuilt.signal()
            }
            // The rebuild holds the preview's build lock from here on (a fixed sleep let a slow dispatch start it
            // after the request below, whose background build then took the lock first).
            started.wait()

            let start = ContinuousClock.now
            let stream = preview.follow(at: preview.environment, patience: .seconds(5))
            #expect(stream != nil)
            #expect(ContinuousClock.now - start < .seconds(1))
            #expect(preview.snapshot(at: hanging, patience: .milliseconds(200)) == nil)
            #expect(ContinuousClock.now - start < .seconds(2))

            // One release for the rebuild, one for the request's background build of `hanging`, which runs after it.
            release.signal()
            rebuilt.wait()
            release.signal()
            stream?.close()
        }
    }
}

/// Whether the build closure should hang on later builds, set from the test's thread.
private final class RebuildFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false
    var isOn: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

import Foundation
import Testing

@testable import FileWatching

/// Waking, stopping and sharing a watcher across threads.
@Suite struct WatcherControlTests {
    @Test(arguments: [WatchBackend.inotify, .polling])
    func wakeBeforeWaitingInterruptsTheNextWait(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.watcher.wake()
        // Without the wake this would block for a minute.
        #expect(harness.watcher.next(timeout: .seconds(60)) == .interrupted)
        #expect(harness.watcher.next(timeout: .milliseconds(30)) == .timedOut)
    }

    @Test func wakeFromAnotherThreadEndsAWait() throws {
        let harness = try WatchHarness(.inotify)
        let watcher = harness.watcher
        let thread = Thread {
            usleep(50_000)
            watcher.wake()
        }
        thread.start()
        let start = ContinuousClock.now
        #expect(watcher.next(timeout: .seconds(60)) == .interrupted)
        // Generous: the wait ended long before its timeout.
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test func stopFromAnotherThreadEndsAWaitAndEveryLaterOne() throws {
        let harness = try WatchHarness(.inotify)
        let watcher = harness.watcher
        let thread = Thread {
            usleep(50_000)
            watcher.stop()
        }
        thread.start()
        #expect(watcher.next(timeout: .seconds(60)) == .stopped)
        harness.feed.write("banners.lua", "return 'after stop'\n")
        #expect(watcher.next(timeout: .seconds(60)) == .stopped)
        watcher.stop()
        #expect(watcher.next(timeout: .zero) == .stopped)
    }

    @Test func changesAreKeptUntilAsked() throws {
        let harness = try WatchHarness(.inotify)
        harness.feed.write("banners.lua", "return 'queued'\n")
        // Nobody waits while the save happens; the kernel queues the event for the next call.
        usleep(100_000)
        #expect(harness.waitFor("banners.lua", "return 'queued'\n"))
    }

    @Test func zeroTimeoutReturnsAtOnceWhenNothingIsDue() throws {
        let harness = try WatchHarness(.polling)
        #expect(harness.watcher.next(timeout: .zero) == .timedOut)
    }
}

extension WatcherControlTests {
    /// A caller that never blocks still gets a batch once it is due.
    @Test func zeroTimeoutReadsQueuedEvents() throws {
        let harness = try WatchHarness(.inotify)
        harness.feed.write("banners.lua", "return 'no wait'\n")
        let expected = harness.state.expecting("banners.lua", "return 'no wait'\n")
        let deadline = ContinuousClock.now + .seconds(10)
        while harness.state.hashes != expected && ContinuousClock.now < deadline {
            if case .changes(let batch) = harness.watcher.next(timeout: .zero) {
                harness.state.apply(batch)
            }
            usleep(5_000)
        }
        #expect(harness.state.hashes == expected)
    }
}

extension WatcherControlTests {
    /// What a C signal handler does: one byte to the wake descriptor.
    @Test func byteOnTheWakeDescriptorInterruptsTheWait() throws {
        let harness = try WatchHarness(.inotify)
        var byte: UInt8 = 1
        #expect(write(harness.watcher.wakeDescriptor, &byte, 1) == 1)
        #expect(harness.watcher.next(timeout: .seconds(60)) == .interrupted)
    }
}

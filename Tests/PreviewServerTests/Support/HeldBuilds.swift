import Dispatch
import FeedLayout
import Synchronization

/// Holds the builds of one layout environment until released, and counts those that went through, so a test can
/// see what a preview sends before that build ends.
final class HeldBuilds: Sendable {
    private let environment: LayoutEnvironment
    private let state = Mutex((holding: false, passed: 0))
    private let gate = DispatchSemaphore(value: 0)

    init(holding environment: LayoutEnvironment) {
        self.environment = environment
    }

    /// How many builds of the environment have gone through.
    var passed: Int { state.withLock { $0.passed } }

    /// From now on, builds of the environment wait for `release()`.
    func hold() {
        state.withLock { $0.holding = true }
    }

    /// Stops holding, and lets a build that waits go.
    func release() {
        state.withLock { $0.holding = false }
        gate.signal()
    }

    /// Called by a build: waits while its environment is held (at most 10 s, so a broken test still ends).
    func pass(_ environment: LayoutEnvironment) {
        guard environment == self.environment else { return }
        if state.withLock({ $0.holding }) {
            _ = gate.wait(timeout: .now() + 10)
        }
        state.withLock { $0.passed += 1 }
    }
}

import Dispatch
import Synchronization

/// The events waiting to be sent to one client of a `text/event-stream` response.
///
/// Producers call `send(_:)` from any thread; the connection's thread calls `read(maximum:)`, which blocks until
/// there is something to send. Each event is a whole message, and a newer one replaces an older one that has not
/// started going out: a slow client gets the latest document rather than a growing backlog, so a stream never
/// holds more than two messages. When nothing happens for `heartbeat`, a comment line goes out instead, which is
/// how a client that went away without closing is noticed: the write fails and the server ends the stream.
package final class EventStream: Sendable {
    private struct State {
        /// The message being written, and how much of it is out.
        var current = EventMessage()
        var written = 0
        /// The next message, replaced by any newer one.
        var next: EventMessage?
        var closed = false
        var finished = false
    }

    /// How long a read waits before sending a keep-alive comment.
    package let heartbeat: Duration
    private let state = Mutex(State())
    private let wakeUp = DispatchSemaphore(value: 0)
    private let onFinish: @Sendable () -> Void

    /// - Parameters:
    ///   - heartbeat: The longest the stream stays silent.
    ///   - onFinish: Called once, when the server is done with the stream (the client left, the stream was
    ///     closed, or the server stopped).
    package init(heartbeat: Duration = .seconds(15), onFinish: @escaping @Sendable () -> Void = {}) {
        self.heartbeat = heartbeat
        self.onFinish = onFinish
    }

    /// Queues `message` (already framed as server-sent events), replacing a queued one that has not started.
    package func send(_ message: [UInt8]) {
        send(EventMessage(message))
    }

    /// Queues `message` (its pieces already framed as server-sent events), replacing a queued one that has not
    /// started.
    package func send(_ message: EventMessage) {
        let queued = state.withLock { state -> Bool in
            guard !state.closed else { return false }
            state.next = message
            return true
        }
        if queued { wakeUp.signal() }
    }

    /// Queues `message`, which only makes sense after the message queued before it (a patch against that one's
    /// document), or `whole` instead when that message has not started going out: the newer replaces it, so the
    /// client would never see what `message` builds on. A client therefore applies every patch to the document
    /// of the message just before it. `whole` is made only when it is needed.
    package func send(_ message: EventMessage, orWhenBehind whole: @autoclosure () -> EventMessage) {
        let queued = state.withLock { state -> Bool in
            guard !state.closed else { return false }
            state.next = state.next == nil ? message : whole()
            return true
        }
        if queued { wakeUp.signal() }
    }

    /// Ends the stream once what is queued has gone out. Later sends are dropped.
    package func close() {
        state.withLock { $0.closed = true }
        wakeUp.signal()
    }

    /// Whether `close()` was called or the server finished the stream.
    package var isClosed: Bool { state.withLock { $0.closed } }

    /// Whether the server is done with the stream: its client left, or it ended.
    package var isFinished: Bool { state.withLock { $0.finished } }

    /// The next bytes to write, at most `maximum`; blocks until there are some. Nil when the stream has ended.
    func read(maximum: Int) -> [UInt8]? {
        while true {
            let outcome = state.withLock { state -> [UInt8]?? in
                if state.written == state.current.count, let next = state.next {
                    state.current = next
                    state.written = 0
                    state.next = nil
                }
                if state.written < state.current.count {
                    let chunk = state.current.bytes(from: state.written, maximum: maximum)
                    state.written += chunk.count
                    return .some(chunk)
                }
                return state.closed ? .some(nil) : .none
            }
            if let outcome { return outcome }
            if wakeUp.wait(timeout: .now() + .nanoseconds(Int(heartbeat.nanoseconds))) == .timedOut {
                return Array(ServerSentEvent.keepAlive.prefix(maximum))
            }
        }
    }

    /// Called by the server when the response is released: closes the stream and tells its owner, once.
    func finish() {
        let first = state.withLock { state -> Bool in
            state.closed = true
            defer { state.finished = true }
            return !state.finished
        }
        if first { onFinish() }
    }
}

extension Duration {
    /// The duration in whole nanoseconds, saturating.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? Int64.max : product + attoseconds / 1_000_000_000
    }
}

import Foundation

/// A running `feed watch` (or `feed serve`), its standard output read line by line as it comes (NDJSON or text).
final class WatchProcess {
    let process = Process()
    private let output = Pipe()
    private let received = ReceivedOutput()

    /// Starts `feed COMMAND ARGUMENTS…` (`watch` unless told; in `directory` when given); standard error goes to a
    /// file so it can never block the child.
    init(
        _ arguments: [String], errorsTo errorPath: String, in directory: String? = nil, command: String = "watch"
    ) throws {
        process.executableURL = URL(fileURLWithPath: FeedBinary.path)
        process.arguments = [command] + arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = output
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
        let handle = output.fileHandleForReading
        let received = self.received
        // Only this thread reads the pipe.
        Thread.detachNewThread {
            while true {
                let chunk = handle.availableData
                received.append(chunk)
                if chunk.isEmpty { return }
            }
        }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Every complete line so far.
    var lines: [String] { Self.lines(in: received.wait(timeout: 0) { _ in true }) }

    /// Waits (generously) until at least `count` complete lines have arrived; returns them all.
    func waitForLines(_ count: Int, timeout: TimeInterval = 30) -> [String] {
        Self.lines(in: received.wait(timeout: timeout) { Self.lines(in: $0).count >= count })
    }

    /// Waits until the output contains `text`; returns it all.
    func waitForText(_ text: String, timeout: TimeInterval = 30) -> String {
        String(
            decoding: received.wait(timeout: timeout) { String(decoding: $0, as: UTF8.self).contains(text) },
            as: UTF8.self)
    }

    /// The `index`th NDJSON document.
    func document(_ index: Int) throws -> [String: Any] {
        let lines = waitForLines(index + 1)
        guard lines.count > index else { throw CocoaError(.fileReadUnknown) }
        return try parseJSON(Data(lines[index].utf8))
    }

    /// Sends `signal` and waits (generously) for the process to end; nil when it does not (it is then killed).
    func stop(with signal: Int32 = SIGINT) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date(timeIntervalSinceNow: 20)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            return nil
        }
        return process.terminationStatus
    }

    private static func lines(in data: Data) -> [String] {
        var lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        lines.removeLast()
        return lines
    }
}

/// What the reader thread has received so far.
///
/// `@unchecked Sendable`: every access to `buffer` and `finished` holds `condition`.
private final class ReceivedOutput: @unchecked Sendable {
    private let condition = NSCondition()
    private var buffer = Data()
    private var finished = false

    /// Appends a chunk; an empty one is the end of the output.
    func append(_ chunk: Data) {
        condition.lock()
        if chunk.isEmpty { finished = true } else { buffer.append(chunk) }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until `done` holds for the output, the output ends, or `timeout` passes; returns the output.
    func wait(timeout: TimeInterval, until done: (Data) -> Bool) -> Data {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !done(buffer) && !finished && condition.wait(until: deadline) {}
        return buffer
    }
}

import FeedTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `feed serve` with a script that never ends, run without a budget or time limit so only cancellation can stop
/// it (issue 18, item 2): requests are answered while it hangs, a later save (a fix or deleting the script)
/// cancels the hung rebuild and the new content is served, and SIGTERM or SIGINT end the process within a second.
@Suite(.serialized) struct HungServeTests {
    /// `feed serve` on the hung fixture, its port and its standard error file.
    private struct Serve {
        let feed = HungRebuildTests.fixture()
        let process: WatchProcess
        let port: Int

        init() throws {
            process = try WatchProcess(
                [feed.path, "--port", "0"] + HungRebuildTests.unlimited, errorsTo: feed.path + ".err",
                command: "serve")
            let line = process.waitForText("/ (Ctrl-C to stop)\n")
            let match = try #require(line.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//))
            port = try #require(Int(match.1))
        }

        /// Waits until standard error contains `text`; whether it did within `timeout` seconds.
        func waitForErrors(_ text: String, timeout: TimeInterval = 30) -> Bool {
            let deadline = Date(timeIntervalSinceNow: timeout)
            while Date() < deadline {
                if let errors = FileManager.default.contents(atPath: feed.path + ".err"),
                    String(decoding: errors, as: UTF8.self).contains(text)
                {
                    return true
                }
                usleep(20_000)
            }
            return false
        }
    }

    @Test func requestsAreAnsweredAndASaveCancelsTheHungBuild() throws {
        let serve = try Serve()
        // The first build hangs in a.lua: a request waits at most the server's patience (2 s), then is told to
        // retry.
        var start = Date()
        let busy = try httpGet(port: serve.port, "/feed.json")
        #expect(busy.hasPrefix("HTTP/1.1 503"), "\(busy.prefix(200))")
        #expect(Date().timeIntervalSince(start) < 4)
        // A save that fixes the script cancels the hung build, and the fixed feed is built and served.
        serve.feed.writeItems("a", [("a-1", "one")])
        serve.feed.writeListSection("a")
        #expect(serve.waitForErrors("2 sections, 2 items\n"))
        let fixed = try httpGet(port: serve.port, "/feed.json")
        #expect(fixed.hasPrefix("HTTP/1.1 200"))
        #expect(fixed.contains("\"a-1\"") && fixed.contains("\"b-1\""))

        // Hung again: the page's event stream and a device not built yet are still answered.
        serve.feed.write("a.lua", HungRebuildTests.hung)
        Thread.sleep(forTimeInterval: 0.5)
        start = Date()
        let events = try httpGet(port: serve.port, "/events", until: "event: feed")
        #expect(events.contains("event: feed"))
        #expect(Date().timeIntervalSince(start) < 1)
        start = Date()
        let device = try httpGet(port: serve.port, "/feed.json?device=ipad-pro-11")
        #expect(device.hasPrefix("HTTP/1.1 503"), "\(device.prefix(200))")
        #expect(Date().timeIntervalSince(start) < 4)
        // Deleting the hung script cancels its rebuild; the feed without it is served.
        serve.feed.remove("a.lua")
        #expect(serve.waitForErrors("1 sections, 1 items\n"))
        let after = try httpGet(port: serve.port, "/feed.json")
        #expect(after.contains("\"b-1\"") && !after.contains("\"a-1\""))
        #expect(serve.process.stop(with: SIGINT) == 0)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalEndsAHungBuildWithinASecond(_ signal: Int32) throws {
        let serve = try Serve()
        Thread.sleep(forTimeInterval: 0.5)
        let start = Date()
        #expect(serve.process.stop(with: signal) == 0)
        #expect(Date().timeIntervalSince(start) < 1)
    }
}

/// `GET path` from the loopback server at `port`: the whole response, or what came until `marker` appeared
/// (for an event stream, which never ends).
private func httpGet(port: Int, _ path: String, until marker: String? = nil) throws -> String {
    guard let socket = connectLoopback(port: port) else { throw POSIXError(.ECONNREFUSED) }
    defer { close(socket) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
    var response = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        response.append(contentsOf: buffer[..<count])
        if let marker, String(decoding: response, as: UTF8.self).contains(marker) { break }
    }
    return String(decoding: response, as: UTF8.self)
}

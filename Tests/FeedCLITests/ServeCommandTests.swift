import FeedHost
import FeedTestSupport
import Foundation
import Testing

@testable import FeedCLI

/// `--format svg|html`, `--host`/`--port` and `feed serve` as users run it.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct ServeCommandTests {
    private func feed(_ arguments: String...) -> (Int32, String, String) {
        let output = BufferChannel()
        let errors = BufferChannel()
        let status = FeedCommandLine.run(arguments, output: output, errors: errors, environment: [:])
        return (status, output.text, errors.text)
    }

    @Test(arguments: [("svg", "<svg xmlns=\"http://www.w3.org/2000/svg\""), ("html", "<!DOCTYPE html>")])
    func buildDrawsTheFeed(format: String, start: String) {
        let (status, output, _) = feed("build", FeedBinary.packageRoot + "/plugins", "--no-state", "--format", format)
        #expect(status == 0)
        #expect(output.hasPrefix(start))
        #expect(output.contains("banner-1"))
    }

    @Test(arguments: [
        (
            ["diff", "a.json", "b.json", "--format", "svg"],
            "feed: --format svg applies to build and check only; diff writes text or json\n"
        ),
        (["serve", "--port", "70000"], "feed: --port needs a port number from 0 to 65535, got '70000'\n"),
        (["serve", "--port", "http"], "feed: --port needs a port number from 0 to 65535, got 'http'\n"),
        (["serve", "--host="], "feed: --host needs an address\n"),
        (["build", "--port", "8080"], "feed: option --port does not apply to build\n"),
    ])
    func badServeOptionsAreUsageErrors(arguments: [String], message: String) {
        let output = BufferChannel()
        let errors = BufferChannel()
        #expect(FeedCommandLine.run(arguments, output: output, errors: errors, environment: [:]) == 2)
        #expect(errors.text.hasPrefix(message))
    }

    @Test func hostAndPortAreRead() throws {
        let options = try ArgumentParser.parse(["serve", "--host", "::1", "--port=0"]).options
        #expect(options.server.host == "::1")
        #expect(options.server.port == 0)
        #expect(try ArgumentParser.parse(["serve"]).options.server == ServerOptions())
    }

    @Test func aMissingFolderIsReportedBeforeServing() {
        let (status, output, errors) = feed("serve", "/nonexistent/feed", "--port", "0")
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(errors.hasPrefix("feed: "))
    }

    @Test func aHostThatIsNoAddressIsReported() {
        let (status, _, errors) = feed("serve", FeedBinary.packageRoot + "/plugins", "--host", "example.com", "--quiet")
        #expect(status == 1)
        #expect(errors.contains("cannot serve on 'example.com'"))
    }

    /// The binary prints where it serves, answers there, and stops cleanly on Ctrl-C (SIGINT).
    @Test func serveListensOnLoopbackAndStopsOnInterrupt() throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        let outputPath = scratch.write("stdout", "")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: FeedBinary.path)
        process.arguments = ["serve", FeedBinary.packageRoot + "/plugins", "--port", "0", "--quiet"]
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var line = ""
        for _ in 0..<600 where !line.contains("\n") {
            line = scratch.read("stdout") ?? ""
            usleep(50_000)
        }
        let match = try #require(
            line.firstMatch(of: /serving .* at http:\/\/127\.0\.0\.1:(\d+)\/ \(Ctrl-C to stop\)\n/))
        let port = try #require(Int(match.1))
        #expect(port > 0)
        // Something listens there: a loopback connection is accepted.
        let socket = connectLoopback(port: port)
        defer { socket.map { _ = close($0) } }
        #expect(socket != nil)
        process.interrupt()
        for _ in 0..<600 where process.isRunning { usleep(50_000) }
        if process.isRunning {
            Issue.record("feed serve did not stop on SIGINT within 30 s")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }
}

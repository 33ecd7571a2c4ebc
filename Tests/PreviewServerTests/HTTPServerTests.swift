import FeedHost
import Glibc
import Testing

@testable import PreviewServer

extension PreviewServerSuite {
    /// The server on a free loopback port, through real sockets.
    @Suite struct HTTPServerTests {
        private func serve() throws -> HTTPServer {
            let site = PreviewSite(preview: TestFeeds.countingPreview())
            return try HTTPServer(host: "127.0.0.1", port: 0) { site.respond(to: $0) }
        }

        @Test func portZeroListensOnAFreePort() throws {
            let server = try serve()
            defer { server.stop() }
            #expect(server.port > 0)
            #expect(server.host == "127.0.0.1")
        }

        @Test func servesThePage() throws {
            let server = try serve()
            defer { server.stop() }
            let response = try #require(LoopbackClient.request("/", port: server.port))
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.header("Cache-Control") == "no-store")
            #expect(response.text.hasPrefix("<!DOCTYPE html>"))
            #expect(response.text.contains("build 1"))
        }

        @Test func argumentsArriveDecoded() throws {
            let server = try serve()
            defer { server.stop() }
            let response = try #require(LoopbackClient.request("/feed.json?device=ipad%2Dlandscape", port: server.port))
            #expect(response.status == 200)
            #expect(response.text.contains("\"width\":1180"))
        }

        @Test(arguments: [("/nothing-here", 404), ("/../../etc/passwd", 403), ("/%2e%2e/%2e%2e/etc/passwd", 403)])
        func refusesWhatItDoesNotServe(target: String, status: Int) throws {
            let server = try serve()
            defer { server.stop() }
            let response = try #require(LoopbackClient.request(target, port: server.port))
            #expect(response.status == status)
            #expect(!response.text.contains("root:"))
        }

        @Test func theHostHeaderReachesTheSite() throws {
            let server = try serve()
            defer { server.stop() }
            #expect(LoopbackClient.request("/", port: server.port, host: "localhost:\(server.port)")?.status == 200)
            #expect(
                LoopbackClient.request("/", port: server.port, host: "rebound.example:\(server.port)")?.status == 403)
        }

        @Test func headHasTheHeadersButNoBody() throws {
            let server = try serve()
            defer { server.stop() }
            let response = try #require(LoopbackClient.request("/feed.json", port: server.port, method: "HEAD"))
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/json")
            #expect(response.body.isEmpty)
        }

        @Test func aPostIsRefused() throws {
            let server = try serve()
            defer { server.stop() }
            let response = try #require(LoopbackClient.request("/", port: server.port, method: "POST"))
            #expect(response.status == 405)
        }

        @Test func aBusyPortIsReported() throws {
            let first = try serve()
            defer { first.stop() }
            #expect(throws: PreviewError.cannotListen(host: "127.0.0.1", port: first.port)) {
                _ = try HTTPServer(host: "127.0.0.1", port: first.port) { _ in .text(200, "") }
            }
        }

        @Test(arguments: ["example.com", "127.0.0.256", "", "::g"])
        func hostsMustBeAddresses(host: String) {
            #expect(throws: PreviewError.invalidHost(host)) {
                _ = try HTTPServer(host: host, port: 0) { _ in .text(200, "") }
            }
        }

        /// A body was copied into each response (`MHD_RESPMEM_MUST_COPY`): a client that asks for a document and
        /// does not read held a whole copy until its connection timed out, and 200 such clients of a 5.4 MB
        /// `/feed.json` took `feed serve` from 62 MB to 1.1 GB. The body is now read from the shared bytes as the
        /// client takes them, a block at a time.
        @Test func clientsThatDoNotReadHoldNoCopyOfTheBody() throws {
            let body = [UInt8](repeating: 0x61, count: 32 << 20)
            let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
                HTTPResponse(contentType: "text/plain", body: body)
            }
            defer { server.stop() }
            let before = ResidentMemory.bytes()
            let sockets = (0..<8).compactMap { _ in LoopbackClient.connect(port: server.port) }
            defer { for socket in sockets { close(socket) } }
            #expect(sockets.count == 8)
            for socket in sockets { LoopbackClient.send("GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n", on: socket) }
            // Every client has its first bytes: the server has answered all of them.
            for socket in sockets { #expect(!LoopbackClient.receive(on: socket, maximum: 16).isEmpty) }
            let grown = ResidentMemory.bytes() - before
            #expect(grown < 128 << 20, "\(grown >> 20) MiB more for 8 clients of a 32 MiB body")
            // A client that reads gets all of it, and HEAD its length alone.
            let whole = try #require(LoopbackClient.request("/", port: server.port))
            #expect(whole.body == body)
            let head = try #require(LoopbackClient.request("/", port: server.port, method: "HEAD"))
            #expect(head.header("Content-Length") == "\(body.count)" && head.body.isEmpty)
        }

        /// About 450 query arguments filled libmicrohttpd's per-connection memory with their records, and it closed
        /// the connection without a response: the client saw only an empty reply. A request with more arguments
        /// than the site reads is now answered 414, saying why, and one with 64 is served.
        @Test(arguments: [500, 2000]) func tooManyArgumentsAreAnsweredNotDropped(count: Int) throws {
            let server = try serve()
            defer { server.stop() }
            let query = (0..<count).map { "a\($0)=1" }.joined(separator: "&")
            let response = try #require(LoopbackClient.request("/feed.json?\(query)", port: server.port))
            #expect(response.status == 414)
            #expect(response.text.contains("at most 64 query arguments"))
            // The server goes on answering.
            #expect(LoopbackClient.request("/feed.json?device=ipad", port: server.port)?.status == 200)
        }

        @Test func sixtyFourArgumentsAreServed() throws {
            let server = try serve()
            defer { server.stop() }
            let query = (["device=ipad"] + (1..<64).map { "a\($0)=1" }).joined(separator: "&")
            let response = try #require(LoopbackClient.request("/feed.json?\(query)", port: server.port))
            #expect(response.status == 200)
            #expect(response.text.contains("\"width\":820"))
        }

        @Test func stoppingTwiceIsHarmless() throws {
            let server = try serve()
            server.stop()
            server.stop()
            #expect(LoopbackClient.request("/", port: server.port) == nil)
        }
    }
}

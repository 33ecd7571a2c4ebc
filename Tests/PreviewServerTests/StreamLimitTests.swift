import Glibc
import Testing

@testable import PreviewServer

extension PreviewServerSuite {
    /// Event streams are bounded per client address; a refused page hears 503 and when to retry, and the server
    /// keeps answering other requests (issue 18, item 10). Loopback only, bounded loops, never timed.
    @Suite struct StreamLimitTests {
        /// Opens `/events` and reads the response head (and the first event of a stream).
        private func openStream(port: Int) -> (socket: Int32, response: LoopbackClient.Response)? {
            guard let socket = LoopbackClient.connect(port: port) else { return nil }
            guard LoopbackClient.send("GET /events HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n", on: socket) else {
                close(socket)
                return nil
            }
            var bytes: [UInt8] = []
            for _ in 0..<8 {
                let chunk = LoopbackClient.receive(on: socket)
                if chunk.isEmpty { break }
                bytes += chunk
                if let response = LoopbackClient.parse(bytes) { return (socket, response) }
            }
            close(socket)
            return nil
        }

        @Test func sixHundredPagesFromOneAddressAreBoundedAndTheRestAreToldToRetry() throws {
            let preview = TestFeeds.countingPreview()
            let site = PreviewSite(preview: preview)
            let server = try HTTPServer(host: "127.0.0.1", port: 0) { site.respond(to: $0) }
            var streams: [Int32] = []
            var refused = 0
            var unanswered = 0
            for _ in 0..<600 {
                guard let (socket, response) = openStream(port: server.port) else {
                    unanswered += 1
                    continue
                }
                if response.status == 200 {
                    streams.append(socket)
                } else {
                    close(socket)
                    if response.status == 503, response.header("Retry-After") == "5" { refused += 1 }
                }
            }
            #expect(unanswered == 0)
            #expect(streams.count == 64)
            #expect(refused == 600 - 64)
            #expect(Descriptors.eventually { server.openStreamCount == 64 && preview.followerCount == 64 })
            // With every stream of the address taken, pages and documents are still served.
            #expect(LoopbackClient.request("/", port: server.port)?.status == 200)
            #expect(LoopbackClient.request("/feed.json", port: server.port)?.status == 200)
            for socket in streams { close(socket) }
            #expect(Descriptors.eventually { server.openStreamCount == 0 && preview.followerCount == 0 })
            // A closed stream frees its place.
            let again = openStream(port: server.port)
            #expect(again?.response.status == 200)
            if let again { close(again.socket) }
            server.stop()
        }

        @Test func theTotalStaysBelowTheConnectionLimit() {
            let limits = StreamLimits(connectionLimit: 512, perAddress: 64)
            var table = StreamTable()
            var admitted = 0
            // 600 streams from 20 addresses: each address gets at most 64, all together at most 384.
            for index in 0..<600 where table.admit(EventStream(), from: "10.0.0.\(index % 20)", limits: limits) {
                admitted += 1
            }
            #expect(admitted == 384)
            #expect(table.count == 384)
        }
    }
}

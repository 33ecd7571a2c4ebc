import FeedHost
import FeedLayout
import Testing

@testable import PreviewServer

extension PreviewServerSuite {
    /// Many pages at once and many loads in a row, on 127.0.0.1 only; bounded in count, never timed.
    @Suite struct LoadTests {
        /// A server started and stopped once, so lazily made descriptors (libdispatch's) exist before counting.
        private func warmUp() throws {
            let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in .text(200, "warm") }
            _ = LoopbackClient.request("/", port: server.port)
            server.stop()
        }

        @Test func fiftyPagesFollowAtOnceAndLeaveNoDescriptorBehind() throws {
            try warmUp()
            let eventDescriptors = Descriptors.eventDescriptors()
            let preview = TestFeeds.countingPreview()
            let site = PreviewSite(preview: preview)
            let server = try HTTPServer(host: "127.0.0.1", port: 0) { site.respond(to: $0) }
            var clients = (0..<50).compactMap { _ in EventClient(port: server.port) }
            #expect(clients.count == 50)
            for client in clients { #expect(client.next()?.name == "feed") }
            #expect(Descriptors.eventually { preview.followerCount == 50 && server.openStreamCount == 50 })
            // The count sees them: the listening socket and both ends of 50 connections.
            #expect(Descriptors.sockets(onPort: server.port) == 101)
            preview.rebuild()
            let second = clients.compactMap { $0.next()?.data }
            #expect(second.count == 50)
            #expect(second.allSatisfy { $0.contains("\"title\":\"build 2\"") })
            for client in clients { client.close() }
            clients = []
            #expect(Descriptors.eventually { preview.followerCount == 0 && server.openStreamCount == 0 })
            #expect(Descriptors.eventually { Descriptors.sockets(onPort: server.port) == 1 })
            server.stop()
            #expect(Descriptors.sockets(onPort: server.port) == 0)
            // Eventually, and at most: suites of other test targets (an in-process `feed serve`) run meanwhile and
            // open and close descriptors of their own; a leak here would stay above the count.
            #expect(Descriptors.eventually { Descriptors.eventDescriptors() <= eventDescriptors })
        }

        /// libmicrohttpd allocates a buffer of the block size given with each streamed response, and each page's
        /// event stream asked for 64 KB, which a browser's stream (HTTP/1.1, chunked: libmicrohttpd writes the
        /// chunks into the connection's own buffer) never even uses. Streams now ask for 4 KB.
        @Test func anOpenEventStreamHoldsNoLargeSendBuffer() throws {
            try warmUp()
            let preview = TestFeeds.countingPreview(heartbeat: .seconds(60))
            let site = PreviewSite(preview: preview)
            let server = try HTTPServer(host: "127.0.0.1", port: 0) { site.respond(to: $0) }
            defer { server.stop() }
            _ = preview.snapshot(at: preview.environment).json
            // The heap is the whole test process's, where other suites allocate and free meanwhile: the least of
            // three batches is this server's own growth (at 64 KB, each batch read ~100 KiB a stream).
            var clients: [EventClient] = []
            var perStream = Int.max
            for batch in 1...3 {
                let before = HeapInUse.bytes()
                clients += (0..<20).compactMap { _ in EventClient(port: server.port) }
                for client in clients[((batch - 1) * 20)...] { #expect(client.next()?.name == "feed") }
                #expect(Descriptors.eventually { server.openStreamCount == batch * 20 })
                perStream = min(perStream, (HeapInUse.bytes() - before) / 20)
            }
            // libmicrohttpd's connection and its 32 KB memory pool, the stream's own objects: ~40 KB.
            #expect(perStream < 64 << 10, "\(perStream >> 10) KiB of heap per open event stream")
            for client in clients { client.close() }
            clients = []
        }

        @Test func aThousandPageLoadsInARowAreAllAnswered() throws {
            try warmUp()
            let eventDescriptors = Descriptors.eventDescriptors()
            let site = PreviewSite(preview: TestFeeds.countingPreview())
            let server = try HTTPServer(host: "127.0.0.1", port: 0) { site.respond(to: $0) }
            var answered = 0
            for index in 0..<1000 {
                let target = index % 2 == 0 ? "/" : "/feed.json"
                if let response = LoopbackClient.request(target, port: server.port), response.status == 200,
                    !response.body.isEmpty
                {
                    answered += 1
                }
            }
            #expect(answered == 1000)
            // Only the listening socket is left once the connections have closed.
            #expect(Descriptors.eventually { Descriptors.sockets(onPort: server.port) == 1 })
            server.stop()
            #expect(Descriptors.sockets(onPort: server.port) == 0)
            // Eventually, and at most: suites of other test targets (an in-process `feed serve`) run meanwhile and
            // open and close descriptors of their own; a leak here would stay above the count.
            #expect(Descriptors.eventually { Descriptors.eventDescriptors() <= eventDescriptors })
        }
    }
}

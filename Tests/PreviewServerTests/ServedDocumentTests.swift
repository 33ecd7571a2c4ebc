import Foundation
import Testing

@testable import PreviewServer

extension PreviewServerSuite {
    /// A page names the document it was served with when it starts following; the stream does not send that
    /// document again while it is the current one (`LivePreview.follow(at:since:)`).
    @Suite struct ServedDocumentTests {
        /// The `data-document` of the page at `/`.
        private func servedToken(port: Int) throws -> String {
            let page = try #require(LoopbackClient.request("/", port: port))
            let html = String(decoding: page.body, as: UTF8.self)
            let start = try #require(html.range(of: "data-document=\""))
            let end = try #require(html.range(of: "\"", range: start.upperBound..<html.endIndex))
            return String(html[start.upperBound..<end.lowerBound])
        }

        /// A counting preview served on a free port, for the length of `body`.
        private func serving(_ body: (LivePreview, HTTPServer) throws -> Void) throws {
            let preview = TestFeeds.countingPreview()
            let site = PreviewSite(preview: preview)
            let server = try HTTPServer(host: "127.0.0.1", port: 0) { site.respond(to: $0) }
            defer { server.stop() }
            try body(preview, server)
        }

        @Test func aPageShowingTheCurrentDocumentGetsSameThenTheRebuilds() throws {
            try serving { preview, server in
                let token = try servedToken(port: server.port)
                #expect(token == preview.snapshot(at: preview.environment).token)
                let client = try #require(EventClient(port: server.port, target: "/events?since=\(token)"))
                let first = try #require(client.next())
                #expect(first.name == "same" && first.data == token)
                // Neither the page nor its stream needed the document's JSON, which a 100k-item feed takes ~0.1 s
                // to encode.
                #expect(!preview.snapshot(at: preview.environment).isEncoded)
                #expect(Descriptors.eventually { preview.followerCount == 1 })
                preview.rebuild()
                let next = try #require(client.next())
                #expect(next.name == "patch" || next.name == "feed")
                #expect(next.data.contains("build 2"))
            }
        }

        @Test func aPageNamingAnotherDocumentGetsTheWholeOne() throws {
            try serving { preview, server in
                let stale = try servedToken(port: server.port)
                preview.rebuild()
                // The document the page was served with is no longer the current one, nor is a name never given.
                for since in [stale, "unknown"] {
                    let client = try #require(EventClient(port: server.port, target: "/events?since=\(since)"))
                    let first = try #require(client.next())
                    #expect(first.name == "feed")
                    #expect(first.data.contains("build 2"))
                }
                #expect(try servedToken(port: server.port) != stale)
            }
        }

        /// Every event carries its snapshot's token as its `id`, and a browser reconnecting by itself sends the last
        /// one back (`Last-Event-ID`): newer than the page's `since`, it decides.
        @Test func aReconnectionNamingTheLastEventGetsSame() throws {
            try serving { preview, server in
                let served = try servedToken(port: server.port)
                let client = try #require(EventClient(port: server.port, target: "/events?since=\(served)"))
                #expect(try #require(client.next()).id == served)
                #expect(Descriptors.eventually { preview.followerCount == 1 })
                preview.rebuild()
                let rebuilt = try #require(client.next())
                let current = preview.snapshot(at: preview.environment).token
                #expect(rebuilt.id == current && current != served)
                client.close()
                let again = try #require(
                    EventClient(
                        port: server.port, target: "/events?since=\(served)", headers: ["Last-Event-ID: \(current)"]))
                let first = try #require(again.next())
                #expect(first.name == "same" && first.id == current)
                // A last event the server has moved past gets the whole document, whatever `since` says.
                let behind = try #require(
                    EventClient(
                        port: server.port, target: "/events?since=\(current)", headers: ["Last-Event-ID: \(served)"]))
                #expect(try #require(behind.next()).name == "feed")
            }
        }

        /// Every snapshot has a name of its own, so one never stands for another document.
        @Test func everySnapshotIsNamedApart() {
            let preview = TestFeeds.countingPreview()
            var tokens: Set<String> = []
            for _ in 0..<5 {
                tokens.insert(preview.snapshot(at: preview.environment).token)
                preview.rebuild()
            }
            #expect(tokens.count == 5)
        }
    }
}

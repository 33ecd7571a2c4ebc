import FeedHost
import FeedJSON
import FeedLayout
import Foundation
import Testing

@testable import PreviewServer

extension PreviewServerSuite {
    /// Pages following the preview: the first document at once, every rebuild after, at the page's device.
    @Suite struct LiveEventsTests {
        private func title(_ event: EventClient.Event?) throws -> String? {
            let data = try #require(event?.data)
            let document = try JSONParser.parse(Array(data.utf8))
            return document["sections"]?.arrayValue?.first?["items"]?.arrayValue?.first?["fields"]?["title"]?
                .stringValue
        }

        /// `preview`'s site on a free loopback port.
        private func serving(_ preview: LivePreview) throws -> HTTPServer {
            let site = PreviewSite(preview: preview)
            return try HTTPServer(host: "127.0.0.1", port: 0) { site.respond(to: $0) }
        }

        @Test func aPageGetsTheCurrentDocumentThenEveryRebuild() throws {
            let preview = TestFeeds.countingPreview()
            let server = try serving(preview)
            defer { server.stop() }
            let client = try #require(EventClient(port: server.port))
            let first = client.next()
            #expect(client.status == 200)
            #expect(first?.name == "feed")
            #expect(try title(first) == "build 1")
            #expect(Descriptors.eventually { preview.followerCount == 1 })
            preview.rebuild()
            #expect(try title(client.next()) == "build 2")
            preview.rebuild()
            #expect(try title(client.next()) == "build 3")
        }

        @Test func aRebuildSendsOnlyTheSectionsThatChangedAndTheyMakeTheNewDocument() throws {
            let preview = TestFeeds.countingPreview(keeping: "kept")
            let server = try serving(preview)
            defer { server.stop() }
            let client = try #require(EventClient(port: server.port))
            let first = try #require(client.next())
            #expect(first.name == "feed")
            #expect(Descriptors.eventually { preview.followerCount == 1 })
            preview.rebuild()
            let event = try #require(client.next())
            #expect(event.name == "patch")
            let patch = try JSONParser.parse(Array(event.data.utf8))
            let listed = patch["sections"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
            #expect(listed == ["only"])
            #expect(try title(event) == "build 2")
            // Applied as the page applies it, the patch gives the document the server now serves.
            let whole = try #require(LoopbackClient.request("/feed.json", port: server.port))
            let current = try JSONParser.parse(whole.body)
            let applied = try Self.apply(patch, to: JSONParser.parse(Array(first.data.utf8)))
            #expect(applied == current["sections"])
            #expect(patch["contentSize"] == current["contentSize"] && patch["environment"] == current["environment"])
        }

        /// The sections of `document` with those `patch` lists replaced by id, in the patch's order.
        private static func apply(_ patch: JSONValue, to document: JSONValue) throws -> JSONValue {
            var byID: [String: JSONValue] = [:]
            for section in (document["sections"]?.arrayValue ?? []) + (patch["sections"]?.arrayValue ?? []) {
                byID[try #require(section["id"]?.stringValue)] = section
            }
            let order = try #require(patch["order"]?.arrayValue)
            return .array(
                try order.map { id in
                    let name = try #require(id.stringValue)
                    return try #require(byID[name])
                })
        }

        @Test func aPageFollowsItsOwnDevice() throws {
            let preview = TestFeeds.countingPreview()
            let server = try serving(preview)
            defer { server.stop() }
            let phone = try #require(EventClient(port: server.port))
            let tablet = try #require(EventClient(port: server.port, target: "/events?device=ipad"))
            _ = phone.next()
            _ = tablet.next()
            #expect(Descriptors.eventually { preview.followerCount == 2 })
            preview.rebuild()
            let width = { (event: EventClient.Event?) -> Double? in
                guard let data = event?.data, let document = try? JSONParser.parse(Array(data.utf8)) else { return nil }
                return document["environment"]?["width"]?.doubleValue
            }
            #expect(width(phone.next()) == 390)
            #expect(width(tablet.next()) == 820)
        }

        /// A page that picked a device is sent its rebuild before the command line's environment, which no page
        /// follows, is built (it is built only for the terminal's report): here that build is held until the page
        /// has its event.
        @Test func aPageOnADeviceDoesNotWaitForTheCommandLinesBuild() throws {
            let held = HeldBuilds(holding: LayoutEnvironment())
            let counter = Counter()
            let preview = LivePreview(environment: LayoutEnvironment(), heartbeat: .milliseconds(50)) { environment in
                held.pass(environment)
                return TestFeeds.document(environment, title: "build \(counter.next())")
            }
            let server = try serving(preview)
            defer { server.stop() }
            let tablet = try #require(EventClient(port: server.port, target: "/events?device=ipad"))
            _ = tablet.next()
            #expect(Descriptors.eventually { preview.followerCount == 1 })
            held.hold()
            let rebuilt = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                preview.rebuild()
                rebuilt.signal()
            }
            let event = tablet.next()
            #expect(event?.name == "patch")
            #expect(held.passed == 0)
            held.release()
            #expect(rebuilt.wait(timeout: .now() + 10) == .success)
            #expect(held.passed == 1)
        }

        /// Documents no page follows are kept for the command line's environment and the last two asked for: a
        /// device picker asked for every preset in turn, and each document is a whole feed.
        @Test func unfollowedDocumentsAreKeptForTheLatestEnvironmentsOnly() throws {
            let base = LayoutEnvironment()
            let preview = LivePreview(environment: base) { TestFeeds.document($0, title: "t") }
            let asked = (0..<5).map { LayoutEnvironment(width: Double(300 + 10 * $0), height: 844, scale: 3) }
            for environment in asked { _ = preview.snapshot(at: environment) }
            #expect(preview.keptEnvironments == Set(asked.suffix(LivePreview.unfollowedKept)))
            _ = preview.snapshot(at: base)
            #expect(preview.keptEnvironments == Set([base] + asked.suffix(1)))
            // Asked again, a dropped one is built again.
            #expect(preview.snapshot(at: asked[0]).document.environment.width == 300)
        }

        /// Each page that started following got its own copy of the document's `feed` event (the retry field
        /// added in front of it), kept in its stream as the last message sent: 60 pages of a 5.4 MB document held
        /// 200 MB more. The event is made once per document and every stream shares it.
        @Test func pagesFollowingOneDocumentShareItsEvent() throws {
            let title = String(repeating: "x", count: 8 << 20)
            let preview = LivePreview(environment: LayoutEnvironment(), heartbeat: .seconds(60)) { environment in
                TestFeeds.document(environment, title: title)
            }
            _ = preview.follow(at: preview.environment, patience: .seconds(30))
            let before = ResidentMemory.bytes()
            let streams = (0..<24).compactMap { _ in preview.follow(at: preview.environment, patience: .seconds(30)) }
            #expect(streams.count == 24)
            let grown = ResidentMemory.bytes() - before
            #expect(grown < 96 << 20, "\(grown >> 20) MiB more for 24 pages of an 8 MiB document")
            preview.close()
        }

        /// A followed document's `feed` event held a copy of its JSON beside the JSON itself, which the snapshot
        /// keeps for `/feed.json` and for pages behind their patches: following a 16 MiB document made 16 MiB more
        /// (80 KiB now). The event sends the JSON's own bytes between its header and the blank line that ends it.
        /// Shared is checked as one buffer, not by the process's resident memory, which the suites running beside
        /// this one move by megabytes either way.
        @Test func theFeedEventSharesTheDocumentsJSON() throws {
            let title = String(repeating: "x", count: 1 << 20)
            let preview = LivePreview(environment: LayoutEnvironment(), heartbeat: .seconds(60)) { environment in
                TestFeeds.document(environment, title: title)
            }
            defer { preview.close() }
            let snapshot = preview.snapshot(at: preview.environment)
            let json = snapshot.json
            let stream = try #require(preview.follow(at: preview.environment, patience: .seconds(30)))
            let buffer = json.withUnsafeBufferPointer { $0.baseAddress }
            let pieces = snapshot.feedEvent.pieces
            #expect(
                pieces.contains { piece in piece.withUnsafeBufferPointer { $0.baseAddress } == buffer },
                "the feed event holds a copy of the document's JSON")
            // What goes out is the event as it is framed line by line.
            let expected = ServerSentEvent.message(
                event: "feed", data: json, id: snapshot.token, retry: LivePreview.retryMilliseconds)
            var sent: [UInt8] = []
            while sent.count < expected.count, let chunk = stream.read(maximum: 1 << 20) { sent += chunk }
            #expect(sent == expected)
        }

        /// A rebuild whose page takes its patch makes neither the document's JSON nor its `feed` event.
        @Test func aRebuildFollowedByAPatchEncodesNoWholeDocument() throws {
            let preview = TestFeeds.countingPreview(heartbeat: .seconds(60))
            defer { preview.close() }
            let stream = preview.follow(at: preview.environment)
            let first = String(decoding: try #require(stream.read(maximum: 1 << 20)), as: UTF8.self)
            #expect(first.contains("event: feed\n"))
            preview.rebuild()
            let next = String(decoding: try #require(stream.read(maximum: 1 << 20)), as: UTF8.self)
            #expect(next.hasPrefix("event: patch\n") && next.contains("build 2"))
            #expect(!preview.snapshot(at: preview.environment).isEncoded)
        }

        /// An HTTP/1.0 client's stream is not chunked: its events go out through libmicrohttpd's buffer of
        /// `HTTPServer.eventBlockSize`, a piece at a time, and a document far larger than it arrives whole.
        @Test func aDocumentLargerThanTheEventBufferArrivesWhole() throws {
            let title = String(repeating: "y", count: 64 * HTTPServer.eventBlockSize)
            let preview = LivePreview(environment: LayoutEnvironment(), heartbeat: .seconds(60)) { environment in
                TestFeeds.document(environment, title: title)
            }
            let server = try serving(preview)
            defer { server.stop() }
            let client = try #require(EventClient(port: server.port))
            let event = try #require(client.next())
            #expect(event.name == "feed")
            #expect(try self.title(event) == title)
        }

        @Test func clientsThatLeaveMidStreamAreForgottenAndTheServerCarriesOn() throws {
            let preview = TestFeeds.countingPreview(heartbeat: .milliseconds(20))
            let server = try serving(preview)
            defer { server.stop() }
            for _ in 0..<5 {
                let client = try #require(EventClient(port: server.port))
                #expect(!client.readRaw(20).isEmpty)  // part of the response head, then gone
                client.close()
            }
            #expect(Descriptors.eventually { preview.followerCount == 0 && server.openStreamCount == 0 })
            preview.rebuild()
            #expect(LoopbackClient.request("/feed.json", port: server.port)?.status == 200)
        }

        @Test func stoppingTheServerEndsOpenStreams() throws {
            let preview = TestFeeds.countingPreview(heartbeat: .seconds(60))
            let server = try serving(preview)
            let client = try #require(EventClient(port: server.port))
            _ = client.next()
            // With a minute between keep-alives, only stop() can end the stream in time for this to return.
            server.stop()
            #expect(client.next() == nil)
            #expect(server.openStreamCount == 0)
        }
    }
}

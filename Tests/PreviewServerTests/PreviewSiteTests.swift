import FeedHost
import FeedJSON
import FeedLayout
import Testing

@testable import PreviewServer

extension PreviewServerSuite {
    /// Routing, called in process: no sockets.
    @Suite struct PreviewSiteTests {
        private let site = PreviewSite(preview: TestFeeds.countingPreview())

        private func body(_ response: HTTPResponse) -> String {
            guard case .bytes(let bytes) = response.body else { return "" }
            return String(decoding: bytes, as: UTF8.self)
        }

        private func contentType(_ response: HTTPResponse) -> String? {
            response.headers.first { $0.name == "Content-Type" }?.value
        }

        @Test(arguments: [
            ("/", "text/html; charset=utf-8"), ("/index.html", "text/html; charset=utf-8"),
            ("/feed.json", "application/json"), ("/feed.svg", "image/svg+xml"),
        ])
        func servesItsDocuments(path: String, type: String) {
            let response = site.respond(to: HTTPRequest(method: "GET", path: path))
            #expect(response.status == 200)
            #expect(contentType(response) == type)
        }

        @Test(arguments: ["/favicon.ico", "/feed.json/", "/index.htm", "/events/x", "//feed.json", ""])
        func unknownPathsAreNotFound(path: String) {
            #expect(site.respond(to: HTTPRequest(method: "GET", path: path)).status == 404)
        }

        @Test(arguments: ["/../etc/passwd", "/a/../../feed.json", "/..", "/x\\..\\y"])
        func pathsLeavingTheSiteAreRefused(path: String) {
            let response = site.respond(to: HTTPRequest(method: "GET", path: path))
            #expect(response.status == 403)
            #expect(!body(response).contains("root:"))
        }

        @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS"])
        func onlyGetAndHeadAreAnswered(method: String) {
            let response = site.respond(to: HTTPRequest(method: method, path: "/"))
            #expect(response.status == 405)
            #expect(response.headers.contains { $0.name == "Allow" && $0.value == "GET, HEAD" })
        }

        /// `--bars status,nav,tab` at each device's heights (docs/spec/layout.md §6.1): the page's first screen
        /// (its `feed-bars` element, and each picker option's) and the wireframe's bands and fold.
        @Test func barsFollowTheDeviceShown() {
            let choice = PreviewBars.Choice(statusBar: true, navigationBar: true, tabBar: true)
            let bars = PreviewBars(statusBar: 20, navigationBar: 44, tabBar: 49)
            let site = PreviewSite(preview: TestFeeds.countingPreview(), bars: bars, barChoice: choice)
            func get(_ path: String, _ device: String?) -> String {
                body(
                    site.respond(
                        to: HTTPRequest(method: "GET", path: path, arguments: device.map { ["device": $0] } ?? [:])))
            }
            // The command line's screen (a bare 390 × 844 here): the bars as given, no safe area.
            #expect(
                get("/", nil).contains(
                    #"{"statusBar":20,"navigationBar":44,"tabBar":49,"top":64,"bottom":49,"navigationTop":20}"#))
            // The iPad: 24 + 50 on top, 20 + 50 at the bottom; 1180 − 74 − 70 = 1036 on the first screen.
            let page = get("/", "ipad")
            #expect(
                page.contains(
                    #"{"statusBar":24,"navigationBar":50,"tabBar":50,"top":74,"bottom":70,"navigationTop":24}</script>"#
                ))
            // The 390-point iPhone turned hides its status bar: 32-point bars, safe area 21 at the bottom.
            #expect(page.contains(#"data-bars="{&quot;statusBar&quot;:0,&quot;navigationBar&quot;:32,"#))
            let svg = get("/feed.svg", "ipad")
            #expect(svg.contains("<title>navigation bar 50</title>"))
            // The first screen ends at 1036, where the tab bar begins (the feed is shorter: no fold line).
            #expect(svg.contains("y=\"1036\" width=\"820\" height=\"50\"><title>tab bar 50</title>"))
        }

        /// At its own size and scale (docs/spec/layout.md §6.1: the iPads and the iPhone SE are @2x), as
        /// `feed build --device` lays it out, on a preview started at the default @3x iPhone.
        @Test(arguments: [
            ("ipad", 820.0, 1180.0, 2.0), ("iphone-se", 375, 667, 2), ("ipad-landscape", 1180, 820, 2),
            ("iphone-mini", 375, 812, 3),
        ])
        func aDeviceLaysTheFeedOutAtItsSize(device: String, width: Double, height: Double, scale: Double) throws {
            let environment = try Self.environment(of: site, device: device)
            #expect(environment?["width"]?.doubleValue == width)
            #expect(environment?["height"]?.doubleValue == height)
            #expect(environment?["scale"]?.doubleValue == scale)
        }

        /// `feed serve --scale S` lays every device out at S.
        @Test func aScaleGivenHoldsForEveryDevice() throws {
            let scaled = PreviewSite(preview: TestFeeds.countingPreview(), scale: 1)
            #expect(try Self.environment(of: scaled, device: "ipad")?["scale"]?.doubleValue == 1)
            #expect(try Self.environment(of: scaled, device: "iphone")?["scale"]?.doubleValue == 1)
        }

        /// The `environment` of `/feed.json?device=DEVICE`.
        private static func environment(of site: PreviewSite, device: String) throws -> JSONValue? {
            let response = site.respond(
                to: HTTPRequest(method: "GET", path: "/feed.json", arguments: ["device": device]))
            guard case .bytes(let bytes) = response.body else {
                Issue.record("not a body")
                return nil
            }
            return try JSONParser.parse(bytes)["environment"]
        }

        @Test func anUnknownDeviceIsABadRequest() {
            let response = site.respond(to: HTTPRequest(method: "GET", path: "/", arguments: ["device": "pixel"]))
            #expect(response.status == 400)
            #expect(
                body(response).contains("iphone-se, iphone-se-landscape, iphone-mini, iphone-mini-landscape, iphone,"))
            #expect(body(response).contains("ipad, ipad-landscape, ipad-pro-11"))
        }

        @Test func thePageIsLiveWithThePickedDeviceSelected() {
            let page = body(site.respond(to: HTTPRequest(method: "GET", path: "/", arguments: ["device": "ipad"])))
            #expect(page.contains("data-live=\"true\""))
            #expect(page.contains("<option value=\"ipad\" selected data-bars="))
            #expect(page.contains("\"environment\":{\"width\":820,\"height\":1180"))
        }

        /// Each request for the page or the wireframe rendered the document again and held its own rendering
        /// while it was sent: 100 clients of a 3.9 MB page that did not read held 826 MB (and 100 renderings of
        /// CPU). A document's page and wireframe are rendered once and their bytes shared by every request.
        @Test func thePageAndTheWireframeAreRenderedOncePerDocument() {
            func bytes(_ path: String, _ arguments: [String: String] = [:]) -> [UInt8] {
                let response = site.respond(to: HTTPRequest(method: "GET", path: path, arguments: arguments))
                guard case .bytes(let bytes) = response.body else { return [] }
                return bytes
            }
            /// Whether two byte arrays, both alive, are one storage.
            func shared(_ first: [UInt8], _ second: [UInt8]) -> Bool {
                first.withUnsafeBytes { a in second.withUnsafeBytes { b in a.baseAddress == b.baseAddress } }
            }
            for path in ["/", "/feed.svg"] {
                let first = bytes(path)
                let second = bytes(path)
                #expect(!first.isEmpty && shared(first, second), "\(path)")
            }
            // The picked device is part of the page: its own rendering.
            let plain = bytes("/")
            let picked = bytes("/", ["device": "iphone"])
            #expect(plain != picked && !shared(plain, picked))
        }

        @Test func eventsAreAStream() {
            let response = site.respond(to: HTTPRequest(method: "GET", path: "/events"))
            guard case .events(let stream) = response.body else {
                Issue.record("not a stream")
                return
            }
            stream.close()
        }
    }
}

extension PreviewServerSuite {
    /// DNS rebinding: a page on another domain that resolves to 127.0.0.1 must not read the feed.
    @Suite struct LoopbackHostTests {
        @Test(arguments: ["127.0.0.1:8080", "localhost:8080", "LOCALHOST", "[::1]:8080", "127.0.0.1", "127.1.2.3:9"])
        func loopbackNamesAreAnswered(host: String) {
            let site = PreviewSite(preview: TestFeeds.countingPreview())
            #expect(site.respond(to: HTTPRequest(method: "GET", path: "/feed.json", host: host)).status == 200)
        }

        @Test(arguments: [
            "evil.example:8080", "evil.example", "192.168.1.2:8080", "[fe80::1]:8080", "127.evil.example",
        ])
        func otherNamesAreRefused(host: String) {
            let site = PreviewSite(preview: TestFeeds.countingPreview())
            #expect(site.respond(to: HTTPRequest(method: "GET", path: "/feed.json", host: host)).status == 403)
        }

        @Test func aSiteServedBeyondLoopbackAnswersAnyName() {
            let site = PreviewSite(preview: TestFeeds.countingPreview(), requiresLoopbackHost: false)
            #expect(site.respond(to: HTTPRequest(method: "GET", path: "/", host: "feeds.lan:8080")).status == 200)
        }
    }
}

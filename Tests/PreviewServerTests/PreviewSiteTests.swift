import FeedHost
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

        @Test(arguments: [("ipad", 820.0, 1180.0), ("iphone-se", 375, 667), ("ipad-landscape", 1180, 820)])
        func aDeviceLaysTheFeedOutAtItsSize(device: String, width: Double, height: Double) throws {
            let response = site.respond(
                to: HTTPRequest(method: "GET", path: "/feed.json", arguments: ["device": device]))
            guard case .bytes(let bytes) = response.body else {
                Issue.record("not a body")
                return
            }
            let environment = try JSONParser.parse(bytes)["environment"]
            #expect(environment?["width"]?.doubleValue == width)
            #expect(environment?["height"]?.doubleValue == height)
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
            #expect(page.contains("<option value=\"ipad\" selected>"))
            #expect(page.contains("\"environment\":{\"width\":820,\"height\":1180"))
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

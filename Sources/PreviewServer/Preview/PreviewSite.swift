import FeedHost
import FeedLayout

/// What the preview server serves, by path.
///
/// - `GET /` (or `/index.html`): the live page; `?device=NAME` shows that preset.
/// - `GET /feed.json`: the current document (docs/spec/contract.md §5); `?device=NAME` lays it out at that preset.
/// - `GET /feed.svg`: the wireframe of the current document, also with `?device=`.
///
/// The page and the wireframe draw the bars of `--bars` at the heights of the device shown (docs/spec/layout.md §6.1).
/// - `GET /events`: server-sent events, a `feed` event with the whole document, then a `patch` event per rebuild
///   (see `LivePreview`); `?device=`, and `?since=` naming the document the page shows (the page's
///   `data-document`, or the `Last-Event-ID` of a reconnection): when that is the current one, the stream starts
///   with a `same` event instead.
///
/// `HEAD` is answered like `GET` without a body. Any other path is 404, a path with a `..` segment 403 (nothing
/// outside these documents is ever served, and no path reaches the file system), any other method 405, and an
/// unknown device 400. A site served on loopback answers only requests addressed to a loopback name (403
/// otherwise), so a web page elsewhere cannot read the feed by pointing its own domain at 127.0.0.1.
package struct PreviewSite: Sendable {
    package let preview: LivePreview
    /// Whether requests must name a loopback host (`127.0.0.1`, `localhost`, `[::1]`, with any port).
    package let requiresLoopbackHost: Bool
    /// The bars of `--bars` at the command line's device (drawn on a page without `?device=`).
    package let bars: PreviewBars
    /// The bars `--bars` names, drawn at each device's heights on a page with `?device=`.
    package let barChoice: PreviewBars.Choice
    /// `--scale`, which every device of `?device=` takes instead of its own; nil: each device's own.
    package let scale: Double?

    package init(
        preview: LivePreview, requiresLoopbackHost: Bool = true, bars: PreviewBars = PreviewBars(),
        barChoice: PreviewBars.Choice = PreviewBars.Choice(), scale: Double? = nil
    ) {
        self.preview = preview
        self.requiresLoopbackHost = requiresLoopbackHost
        self.bars = bars
        self.barChoice = barChoice
        self.scale = scale
    }

    /// The response to `request`.
    package func respond(to request: HTTPRequest) -> HTTPResponse {
        if requiresLoopbackHost, let host = request.host, !Self.isLoopback(host) {
            return .text(403, "403 Forbidden: this preview answers only at 127.0.0.1, localhost or [::1]")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = HTTPResponse.text(405, "405 Method Not Allowed: the preview only answers GET and HEAD")
            response.headers.append(("Allow", "GET, HEAD"))
            return response
        }
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { $0 == ".." || $0.contains("\\") || $0.contains("\0") }) {
            return .text(403, "403 Forbidden: \(request.path) is outside what the preview serves")
        }
        let route = Route(rawValue: request.path)
        guard let route else { return .text(404, "404 Not Found: \(request.path)") }
        var environment = preview.environment
        var bars = self.bars
        var selected: String?
        if let name = request.arguments["device"], !name.isEmpty {
            guard let device = PreviewDevice.environment(named: name, like: environment, scale: scale) else {
                let names = PreviewDevice.all.map(\.name).joined(separator: ", ")
                return .text(400, "400 Bad Request: unknown device '\(name)'; devices: \(names)")
            }
            environment = device
            bars = PreviewDevice.bars(barChoice, named: name) ?? bars
            selected = name
        }
        if route == .events {
            // A browser reconnecting by itself names the last event it got, which is newer than the page's `since`.
            let since = request.lastEventID ?? request.arguments["since"]
            guard let stream = preview.follow(at: environment, patience: Self.patience, since: since) else {
                return Self.busy
            }
            return HTTPResponse(status: 200, headers: [("X-Accel-Buffering", "no")], body: .events(stream))
        }
        guard let snapshot = preview.snapshot(at: environment, patience: Self.patience) else { return Self.busy }
        switch route {
        case .page, .index:
            let devices = PreviewDevice.devices(bars: barChoice)
            var renderer = HTMLRenderer(mode: .live(devices: devices, selected: selected), bars: bars)
            renderer.documentToken = snapshot.token
            return HTTPResponse(contentType: "text/html; charset=utf-8", body: snapshot.page(renderer))
        case .json:
            return HTTPResponse(contentType: "application/json", body: snapshot.json)
        case .svg, .events:
            return HTTPResponse(contentType: "image/svg+xml", body: snapshot.wireframe(SVGRenderer(bars: bars)))
        }
    }

    /// How long a request for an environment without a document waits for the build in progress.
    static let patience = Duration.seconds(2)

    /// The answer when that build does not end in time (a script hung until its time limit).
    static let busy = HTTPResponse(
        status: 503, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Retry-After", "1")],
        body: .bytes(Array("503 Service Unavailable: the feed is being rebuilt; try again in a moment\n".utf8)))

    /// Whether a `Host` header names this machine's loopback interface.
    static func isLoopback(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("[") {
            name = String(name.dropFirst().prefix { $0 != "]" })
        } else if let colon = name.lastIndex(of: ":") {
            name = String(name[..<colon])
        }
        if name == "localhost" || name == "::1" { return true }
        // 127.0.0.0/8 written as a dotted quad; a domain such as 127.example.com is not loopback.
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127"
            && parts.allSatisfy { part in part.count <= 3 && UInt8(part) != nil }
    }

    /// The paths served.
    private enum Route: String {
        case page = "/"
        case index = "/index.html"
        case json = "/feed.json"
        case svg = "/feed.svg"
        case events = "/events"
    }
}

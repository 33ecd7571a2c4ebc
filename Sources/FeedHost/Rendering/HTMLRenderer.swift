import FeedLayout

/// The feed as one self-contained HTML page (`feed build --format html`, and the page of `feed serve`).
///
/// The page embeds the document's JSON (docs/spec/contract.md §5, less each item's `index` and `hash`:
/// `ItemMembers.page`) in a `<script type="application/json">` element, a large feed's items in one such element per
/// section (`PageData`), and draws it with its own script and style sheet: no request leaves the page. Cells are
/// positioned boxes at their frames; orthogonal sections are rows that scroll sideways with CSS scroll snapping that
/// matches their behaviour (see `PreviewPageScript`); a ruler marks the section boundaries; the bars of `--bars`,
/// the safe areas and the end of the first screen are drawn as the SVG draws them (docs/spec/layout.md §6.1); script
/// errors show as an overlay.
/// In `.live` mode the page also has a device picker and follows the server's event stream, animating each
/// rebuild.
///
/// The output is deterministic: the same document and mode give the same bytes.
package struct HTMLRenderer: Hashable, Sendable {
    /// A screen size the live page offers in its device picker, with the bars drawn over it and its safe area.
    package struct Device: Hashable, Sendable {
        package var name: String
        package var width: Double
        package var height: Double
        package var bars: PreviewBars
        package var safeArea: EdgeInsets

        package init(
            name: String, width: Double, height: Double, bars: PreviewBars = PreviewBars(), safeArea: EdgeInsets = .zero
        ) {
            self.name = name
            self.width = width
            self.height = height
            self.bars = bars
            self.safeArea = safeArea
        }
    }

    /// A file on its own, or the page of a running `feed serve`.
    package enum Mode: Hashable, Sendable {
        case file
        /// Follows `/events` of the server that served the page; `selected` names the device shown, if any.
        case live(devices: [Device], selected: String?)
    }

    /// The `id` of the element that holds the document's JSON.
    package static let dataElementID = "feed-data"

    /// The `id` of the element that holds the items of the section at index `n`, followed by `n`, on a page that
    /// keeps them apart from the document (`PageData`).
    package static let itemsElementPrefix = "feed-items-"

    /// The `id` of the element that holds the bars and content insets of the shown screen (`PreviewBars.pageJSON`).
    package static let barsElementID = "feed-bars"

    package var mode: Mode
    /// What names the rendered document to the server a live page follows (its `data-document`, sent back as
    /// `/events?since=`), so the stream need not send that document again.
    package var documentToken: String?
    /// The bars drawn over the first screen of the document's environment (`--bars`).
    package var bars: PreviewBars

    package init(mode: Mode = .file, bars: PreviewBars = PreviewBars()) {
        self.mode = mode
        self.bars = bars
    }

    /// The page, UTF-8, ending in a newline.
    package func render(_ document: FeedDocument) -> [UInt8] {
        let n = MarkupText.number
        let environment = document.environment
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>Feed preview · \(n(environment.width)) × \(n(environment.height))</title>\n"
        html += "<style>\n\(PreviewPageStyle.css)</style>\n</head>\n"
        var live = false
        var picker = ""
        if case .live(let devices, let selected) = mode {
            live = true
            picker = devicePicker(devices, selected: selected, environment: environment)
        }
        let token = live ? documentToken.map { " data-document=\"\(MarkupText.escaped($0))\"" } ?? "" : ""
        html += "<body data-live=\"\(live)\" data-generation=\"0\"\(token)>\n"
        html += "<header id=\"toolbar\"><strong>FeedEngine</strong><span id=\"summary\"></span>\(picker)"
        html += "<span id=\"status\"></span></header>\n"
        html += "<main><div id=\"screen\"><div id=\"feed\"></div></div></main>\n"
        html += "<div id=\"error-overlay\" hidden><h2>Script error</h2><ul id=\"error-list\"></ul>"
        html += "<p>Fix the script and save: this goes away on the next good build.</p></div>\n"
        let data = PageData(document)
        html += "<script id=\"\(Self.dataElementID)\" type=\"application/json\">"
        html += MarkupText.scriptSafeJSON(data.document)
        html += "</script>\n"
        for (index, items) in data.sectionItems.enumerated() {
            guard let items else { continue }
            html += "<script id=\"\(Self.itemsElementPrefix)\(index)\" type=\"application/json\">"
            html += MarkupText.scriptSafeJSON(items) + "</script>\n"
        }
        html += "<script id=\"\(Self.barsElementID)\" type=\"application/json\">"
        html += bars.pageJSON(safeArea: environment.safeArea)
        html += "</script>\n<script>\n\(PreviewPageScript.source)</script>\n</body>\n</html>\n"
        return Array(html.utf8)
    }

    /// A `<select>` of the devices, with the shown one selected, or a "custom" entry when none matches.
    ///
    /// A device matches the screen shown when it has its size and its safe area: a page of the command line's
    /// 390 × 844 without a safe area is not the iPhone preset's document (whose safe area insets it), and a page
    /// that named the preset would leave no way to pick it.
    private func devicePicker(_ devices: [Device], selected: String?, environment: LayoutEnvironment) -> String {
        let n = MarkupText.number
        let chosen =
            selected
            ?? devices.first {
                $0.width == environment.width && $0.height == environment.height
                    && $0.safeArea == environment.safeArea
            }?.name
        var html = "<label>Device <select id=\"device\">"
        if chosen == nil {
            html += "<option value=\"\" selected>custom \(n(environment.width)) × \(n(environment.height))</option>"
        }
        for device in devices {
            let mark = device.name == chosen ? " selected" : ""
            html += "<option value=\"\(MarkupText.escaped(device.name))\"\(mark)"
            html += " data-bars=\"\(MarkupText.escaped(device.bars.pageJSON(safeArea: device.safeArea)))\">"
            html += "\(MarkupText.escaped(device.name)) \(n(device.width)) × \(n(device.height))</option>"
        }
        return html + "</select></label>"
    }
}

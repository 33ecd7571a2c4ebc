import FeedHost

/// The text view of `feed watch`: after every rebuild, what triggered it, what ran, the feed, what changed and
/// every current error.
///
/// On a terminal each view replaces the previous one (cursor home, clear screen), so the feed never scrolls
/// away; elsewhere (a pipe, a log file) views are appended, separated by a blank line.
struct WatchScreen {
    let renderer: TextRenderer
    /// Redraw in place rather than append.
    let redraws: Bool
    /// The folder as the user named it.
    let title: String
    /// The `print` lines shown with a view (the latest ones).
    var logLimit = 10

    static let clear = "\u{1B}[H\u{1B}[2J"

    /// The view of one rebuild.
    func render(_ update: WatchUpdate, log: [String]) -> String {
        var text = redraws ? Self.clear : (update.sequence == 0 ? "" : "\n")
        text += headline(update) + "\n"
        let document = update.document
        if update.isLaidOut {
            text += renderer.render(document, title: title)
        } else {
            var shown = document
            shown.changes = nil
            text += renderer.render(shown, title: title)
            text += "the feed could not be laid out; showing the previous rebuild\n"
        }
        if !document.errors.isEmpty {
            let kept = Set(document.errors.map(\.script)).intersection(document.sections.map(\.script))
            text += "\n" + renderer.render(document.errors)
            if !kept.isEmpty {
                let names = TerminalText.escaped(kept.sorted().joined(separator: ", "))
                text += "keeping the last good section of \(names) until it is fixed\n"
            }
        }
        if !document.warnings.isEmpty { text += "\n" + renderer.render(document.warnings) }
        if !log.isEmpty {
            text += "\n" + log.suffix(logLimit).map { TerminalText.escaped($0, keepingLines: true) + "\n" }.joined()
        }
        for notice in update.notices { text += "feed: \(TerminalText.escaped(notice.description))\n" }
        text +=
            "\nwatching \(TerminalText.escaped(title)) for changes (Ctrl-C to stop, kill -HUP to run everything again)\n"
        return text
    }

    /// `#3 · banners.lua modified → ran banners.lua · 4.2 ms`.
    func headline(_ update: WatchUpdate) -> String {
        var line = "#\(update.sequence) · "
        switch update.trigger {
        case .start: line += "first build"
        case .restart: line += "everything run again"
        case .changes(let changes):
            let shown = changes.prefix(4).map { "\($0.path) \($0.kind.rawValue)" }
            line += shown.joined(separator: ", ") + (changes.count > 4 ? " and \(changes.count - 4) more" : "")
        }
        if case .changes = update.trigger {
            line += " → " + (update.rerun.isEmpty ? "no script ran" : "ran " + update.rerun.joined(separator: ", "))
        }
        line += " · " + milliseconds(update.nanoseconds)
        if update.savedState { line += " · state saved" }
        // The paths and script names are the folder's file names, which may hold control characters.
        return TerminalText.escaped(line)
    }

    private func milliseconds(_ nanoseconds: UInt64) -> String {
        let tenths = (nanoseconds + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10) ms"
    }
}

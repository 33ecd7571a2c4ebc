/// What a changed file is to a feed (docs/spec/contract.md §1), from its path relative to the feed folder.
package enum WatchedPath: Hashable, Sendable {
    /// A top-level `*.lua` other than `feed.lua`: one section script.
    case script(String)
    /// `feed.lua`.
    case manifest
    /// `lib/**/*.lua`, as `require` names it (`lib/a/b.lua` is `a.b`).
    case module(String)
    /// Anything under `data/`, as `ctx.data` names it (`data/x/apps.json` is `x/apps.json`).
    case data(String)

    /// Classifies `path` (`banners.lua`, `lib/recipes.lua`, `data/apps.json`); nil for anything the feed never
    /// reads (notes, images, other folders, hidden files).
    package init?(_ path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let first = parts.first, !parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }) else {
            return nil
        }
        if parts.count == 1 {
            guard path.hasSuffix(".lua"), path.count > 4 else { return nil }
            self = path == "feed.lua" ? .manifest : .script(path)
        } else if first == "lib" {
            guard path.hasSuffix(".lua"), let last = parts.last, last.count > 4 else { return nil }
            self = .module(path.dropFirst(4).dropLast(4).split(separator: "/").joined(separator: "."))
        } else if first == "data" {
            self = .data(String(path.dropFirst(5)))
        } else {
            return nil
        }
    }

    /// Whether a file of this kind appearing or vanishing changes the list of scripts (or the manifest).
    var isTopLevel: Bool {
        switch self {
        case .script, .manifest: return true
        case .module, .data: return false
        }
    }
}

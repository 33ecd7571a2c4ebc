/// One file that differs from the state last reported, named relative to the watched folder.
///
/// Paths use `/` and never start with `./`: `banners.lua`, `lib/recipes.lua`, `lib/sub/x.lua`, `data/apps.json`.
/// Within a batch every path appears at most once and batches are sorted by path. An entry whose name is not
/// UTF-8 is named with U+FFFD for each bad sequence; no path reaches it, so it is only ever `created` or `deleted`
/// (its hash is the repaired name's), which is enough for the host to list the folder again.
package struct FileChange: Sendable, Hashable, CustomStringConvertible {
    /// What happened to the file since the previous batch.
    package enum Kind: String, Sendable, Hashable {
        /// The file did not exist in the previous state.
        case created
        /// The file existed and its bytes differ (a touch or an identical save is never reported).
        case modified
        /// The file existed and is gone (deleted, or renamed out of the watched folders).
        case deleted
    }

    /// The path relative to the watched folder.
    package let path: String
    /// What happened.
    package let kind: Kind
    /// The 64-bit FNV-1a hash of the bytes read when the change was detected; `nil` for `deleted`.
    package let contentHash: UInt64?

    /// Creates a change; the watcher makes these, tests and callers may too.
    package init(path: String, kind: Kind, contentHash: UInt64?) {
        self.path = path
        self.kind = kind
        self.contentHash = contentHash
    }

    package var description: String {
        "\(kind.rawValue) \(path)"
    }
}

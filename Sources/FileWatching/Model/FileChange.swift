/// One file that differs from the state last reported, named relative to the watched folder.
///
/// Paths use `/` and never start with `./`: `banners.lua`, `lib/recipes.lua`, `lib/sub/x.lua`, `data/apps.json`.
/// Within a batch every path appears at most once and batches are sorted by path.
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

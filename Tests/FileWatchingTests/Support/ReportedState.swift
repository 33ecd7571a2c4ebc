import StableHashing

@testable import FileWatching

/// What a consumer of batches believes the folder holds, built only from the batches it received.
///
/// Applying a batch also checks it is well formed: sorted by path, each path once, `created` only for a path not
/// known, `modified` and `deleted` only for a known one, `modified` only with a different hash.
struct ReportedState {
    private(set) var hashes: [String: UInt64]
    private(set) var batches: [[FileChange]] = []
    private(set) var problems: [String] = []

    /// Starts from the hashes of `files` (path → text), computed here from the text.
    init(files: [String: String]) {
        hashes = files.mapValues { FNV1a.of($0.utf8) }
    }

    /// Every path that appeared in any batch.
    var reportedPaths: Set<String> {
        Set(batches.joined().map(\.path))
    }

    mutating func apply(_ batch: [FileChange]) {
        batches.append(batch)
        if batch.isEmpty {
            problems.append("an empty batch")
        }
        if batch.map(\.path) != batch.map(\.path).sorted() || Set(batch.map(\.path)).count != batch.count {
            problems.append("batch not sorted or with a repeated path: \(batch)")
        }
        for change in batch {
            let known = hashes[change.path]
            switch change.kind {
            case .created:
                if known != nil { problems.append("created but known: \(change.path)") }
                hashes[change.path] = change.contentHash
            case .modified:
                if known == nil || known == change.contentHash {
                    problems.append("modified without a known different hash: \(change.path)")
                }
                hashes[change.path] = change.contentHash
            case .deleted:
                if known == nil { problems.append("deleted but unknown: \(change.path)") }
                if change.contentHash != nil { problems.append("deleted with a hash: \(change.path)") }
                hashes[change.path] = nil
            }
        }
    }

    /// The expected state after editing: the current belief with `path` holding `text`, or gone when `nil`.
    func expecting(_ path: String, _ text: String?) -> [String: UInt64] {
        var expected = hashes
        expected[path] = text.map { FNV1a.of($0.utf8) }
        return expected
    }
}

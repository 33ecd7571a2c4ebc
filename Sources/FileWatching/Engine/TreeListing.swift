/// The watched directories and files found by one walk, keyed by path relative to the watched folder.
///
/// The watched folder itself is the directory `""`.
struct TreeListing: Sendable, Equatable {
    var directories: [String: FileStatus] = [:]
    var files: [String: FileStatus] = [:]
    /// Entries whose names are not UTF-8, by their repaired paths (see ``FileRecord/unnamed(_:)``).
    var unnamed: Set<String> = []
    /// The files that are symlinks, by the file they lead to (both relative to the watched folder), and the other
    /// names of a file with hard links, by each of its names: a write names one entry, and these share its bytes.
    var linksByTarget: [String: [String]] = [:]
    /// Folders the walk does not enter that hold a link's target: watched for that target alone.
    var targetFolders: [String: FileStatus] = [:]

    /// Every directory inotify watches: the walked ones and the target folders.
    var watchedDirectories: [String: FileStatus] {
        directories.merging(targetFolders) { walked, _ in walked }
    }
}

/// The watched directories and files found by one walk, keyed by path relative to the watched folder.
///
/// The watched folder itself is the directory `""`.
struct TreeListing: Sendable, Equatable {
    var directories: [String: FileStatus] = [:]
    var files: [String: FileStatus] = [:]
}

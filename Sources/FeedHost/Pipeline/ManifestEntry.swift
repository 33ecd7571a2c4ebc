import FeedScripting

/// The pipeline's cache entry for `feed.lua`: its last load's manifest, problems and `print` lines. Loaded again
/// when a run re-runs everything or names `feed.lua`, or when the folder's manifest file changed.
struct ManifestEntry {
    /// Whether the entry holds a load of the folder's current manifest file (or its absence).
    var isLoaded = false
    /// The manifest; nil without `feed.lua` or when it failed.
    var manifest: FeedManifest?
    var diagnostics: [Diagnostic] = []
    /// `print` lines of the last load, with what the log cap dropped.
    var printed: [String] = []
    /// The hash of the manifest file's bytes, and of each module it required, as the last load read them
    /// (`ReadHashes`): a change reporting the same bytes does not load it again.
    var sourceHash: UInt64?
    var moduleHashes = ReadHashes()
    /// The modules the last load required.
    var modules: [String] = []
}

#if canImport(Glibc)
    import Glibc
#endif

/// Where the bundled feed (`plugins/`) is, for the benchmarks that build it as a user would.
///
/// `plugins` under the working folder, else under the package this executable was built in
/// (`.build/<triple>/release/feed-bench`). Run from elsewhere, `feed build plugins` used to fail at once, and
/// `host.cold-build-plugins` printed a ratio of 0.99 for a command that built nothing.
enum BundledFeedPath {
    static let path: String? = {
        var candidates = ["plugins"]
        var folder = ChildProcess.feedPath
        for _ in 0..<5 {
            guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { break }
            folder = String(folder[..<slash])
            candidates.append(folder + "/plugins")
        }
        return candidates.first { access($0 + "/feed.lua", R_OK) == 0 }
    }()
}

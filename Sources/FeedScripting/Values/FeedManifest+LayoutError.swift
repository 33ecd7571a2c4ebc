import FeedLayout

extension FeedManifest {
    /// A layout engine error about the feed-wide configuration as a diagnostic of `feed.lua`:
    /// `configuration.boundarySupplementaries[0].height` becomes `header.height` (or `footer.height`),
    /// `configuration.interSectionSpacing` becomes `interSectionSpacing`. Other paths (the environment) are kept.
    package func diagnostic(for error: LayoutError, script: String = "feed.lua") -> Diagnostic {
        Diagnostic(script: script, line: nil, field: field(forLayoutPath: error.path), message: error.message)
    }

    func field(forLayoutPath path: String) -> String {
        let boundaries = configuration.boundarySupplementaries
        if let (index, rest) = FieldPath.indexed(path, prefix: "configuration.boundarySupplementaries"),
            boundaries.indices.contains(index)
        {
            return boundaries[index].kind + FieldPath.oneBased(rest)
        }
        let prefix = "configuration."
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

import FeedScripting

/// The warning for a section that read data but gave no items: usually a JSON object iterated with `ipairs`
/// (which gives nothing), or a file whose array sits under a key.
enum EmptySectionWarning {
    /// The warning for `script` when `itemCount` is 0 after reading `dataFiles`; nil otherwise (a section without
    /// data that is empty on purpose stays quiet).
    static func check(script: String, itemCount: Int, dataFiles: [String]) -> Diagnostic? {
        guard itemCount == 0, !dataFiles.isEmpty else { return nil }
        let files = dataFiles.map { "data/\($0)" }.joined(separator: ", ")
        return Diagnostic(
            .warning, script: script, field: "items",
            message: "the section has no items although items(ctx) read \(files); if the file holds an object, "
                + "ipairs over it gives nothing: pick its array (ctx.data(\"x.json\").apps) or iterate with pairs")
    }
}

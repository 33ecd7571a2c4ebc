/// `feed init [DIR]`: the files of a new feed folder that builds as written.
///
/// The manifest lists one section made from a `feed new` template; `.luarc.json` points the Lua Language Server
/// at the editor annotations, written beside it, so a folder outside the FeedEngine repository completes too.
package enum FeedInit {
    /// The first section's name (its id, script and data file).
    package static let sectionName = "featured"
    /// Where the editor annotations go; `.luarc.json` names this folder as a library.
    package static let annotationsPath = "types/feedengine.lua"

    /// The files, manifest first, then the editor's, then the section's script and data file.
    package static func files(template: ScaffoldTemplate) -> [ScaffoldFile] {
        let manifest = (TemplateTexts.files["init/feed.lua"] ?? "")
            .replacingPlaceholder(ScaffoldTemplate.placeholder, with: sectionName)
        return [
            ScaffoldFile(path: "feed.lua", text: manifest),
            ScaffoldFile(path: ".luarc.json", text: TemplateTexts.files["init/.luarc.json"] ?? ""),
            ScaffoldFile(path: annotationsPath, text: AnnotationText.feedEngine),
        ] + template.files(named: sectionName)
    }

    /// Writes the files into `directory` (created when missing).
    ///
    /// - Throws: `HostError.unwritable` naming the first file that exists (nothing is then written), or why a
    ///   file could not be written (nothing is left behind).
    /// - Returns: the paths written.
    package static func write(into directory: String, template: ScaffoldTemplate) throws(HostError) -> [String] {
        try Scaffold.writeAll(
            files(template: template), into: directory, command: "init",
            hint: "this folder already holds a feed; add a section with feed new NAME")
    }
}

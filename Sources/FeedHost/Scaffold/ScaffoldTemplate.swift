/// A starting point for a new section script: the templates of `feed new` (docs/templates/).
package enum ScaffoldTemplate: String, CaseIterable, Hashable, Sendable {
    /// A sideways row of cards, the next one peeking in (the default).
    case carousel
    /// A grid of tiles whose column count follows the size class.
    case grid
    /// Full-width rows sized by their text with `measure`.
    case list
    /// Full-width banners that page one at a time.
    case banner

    /// The text in the template files that the section's name replaces.
    package static let placeholder = "__NAME__"

    /// The files this template writes for the section `name`, as paths relative to the feed folder.
    ///
    /// The script comes first, then its data file (if the template has one).
    package func files(named name: String) -> [ScaffoldFile] {
        var files: [ScaffoldFile] = []
        for (source, target) in [("\(rawValue).lua", "\(name).lua"), ("data/\(rawValue).json", "data/\(name).json")] {
            guard let text = TemplateTexts.files[source] else { continue }
            files.append(
                ScaffoldFile(path: target, text: text.replacingPlaceholder(Self.placeholder, with: name)))
        }
        return files
    }
}

/// One file `feed new` writes: a path relative to the feed folder and its whole text.
package struct ScaffoldFile: Equatable, Sendable {
    package var path: String
    package var text: String

    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

extension String {
    /// Every occurrence of `placeholder` replaced by `value` (Foundation-free, so FeedHost's imports stay small).
    func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        let parts = split(separator: placeholder, omittingEmptySubsequences: false)
        return parts.joined(separator: value)
    }
}

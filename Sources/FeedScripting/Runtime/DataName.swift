/// The rule for `ctx.data(name)`: a relative path that stays inside the feed's `data/` folder.
package enum DataName {
    /// Why `name` is refused, or nil when it is a valid relative path under `data/`.
    ///
    /// Refused: empty names, absolute paths, backslashes, NUL bytes, empty components (`a//b`) and `..` components.
    /// `.` components are harmless and allowed.
    package static func problem(with name: String) -> String? {
        if name.isEmpty { return "a data file name cannot be empty; write ctx.data(\"apps.json\")" }
        if name.hasPrefix("/") || name.hasPrefix("~") {
            return "\"\(name)\" is an absolute path; data names are relative to data/, e.g. ctx.data(\"apps.json\")"
        }
        if name.contains("\\") || name.utf8.contains(0) {
            return "\"\(name)\" contains a backslash or NUL; use forward slashes, e.g. ctx.data(\"charts/top.json\")"
        }
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains("..") {
            return "\"\(name)\" leaves data/; data names cannot contain .., e.g. ctx.data(\"charts/top.json\")"
        }
        if components.contains(where: \.isEmpty) {
            return "\"\(name)\" has an empty path component; write ctx.data(\"charts/top.json\")"
        }
        return nil
    }
}

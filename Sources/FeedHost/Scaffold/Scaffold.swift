#if canImport(Glibc)
    import Glibc
#endif

/// `feed new`: writes a section script (and its data file) from a template into a feed folder.
package enum Scaffold {
    /// The longest NAME accepted; a section name is a short identifier, not a sentence.
    package static let maximumNameLength = 64

    /// Why `name` cannot name a new section, or nil when it can.
    ///
    /// NAME becomes a file name (`NAME.lua`, `data/NAME.json`), the section id and text inside Lua string literals,
    /// so it is limited to ASCII letters, digits, `_` and `-`, starting with a letter or `_`.
    package static func problem(withName name: String) -> String? {
        let example = "such as \"top-charts\" or \"editors_choice\""
        if name.hasSuffix(".lua"), name.count > 4 {
            return "NAME \"\(name)\" is the section's name without .lua, such as \"\(name.dropLast(4))\""
        }
        if name == "feed" {
            return "NAME \"feed\" would write feed.lua, the feed's manifest; choose another name \(example)"
        }
        guard !name.isEmpty else { return "NAME is empty; give the section a name \(example)" }
        guard name.utf8.count <= maximumNameLength else {
            return "NAME is \(name.utf8.count) characters long; at most \(maximumNameLength) are allowed"
        }
        let isStart: (UInt8) -> Bool = { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x5F }
        let isRest: (UInt8) -> Bool = { isStart($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
        guard let first = name.utf8.first, isStart(first), name.utf8.allSatisfy(isRest) else {
            return "NAME \"\(name)\" can hold only letters, digits, \"_\" and \"-\", starting with a letter or \"_\", "
                + example
        }
        return nil
    }

    /// Writes `template`'s files for the section `name` into `directory`, creating folders as needed.
    ///
    /// Never overwrites: when any target exists nothing is written. Each file appears whole or not at all (written
    /// under a temporary name, then hard-linked into place, which fails rather than replace a file that appeared
    /// meanwhile).
    /// - Returns: the paths written, script first.
    package static func write(_ template: ScaffoldTemplate, named name: String, into directory: String)
        throws(HostError) -> [String]
    {
        if let problem = problem(withName: name) { throw .unwritable(path: name, reason: problem) }
        return try writeAll(template.files(named: name), into: directory, command: "new", hint: "choose another NAME")
    }

    /// Writes `files` into `directory` for `feed COMMAND`, as `write` does: all of them, or none when any exists
    /// (the error then names it, says COMMAND never overwrites, and gives `hint`).
    ///
    /// - Returns: the paths written, in order.
    package static func writeAll(_ files: [ScaffoldFile], into directory: String, command: String, hint: String)
        throws(HostError) -> [String]
    {
        let files = files.map { (path: Paths.join(directory, $0.path), text: $0.text) }
        for file in files where exists(file.path) {
            throw .unwritable(
                path: file.path, reason: "it already exists, and feed \(command) never overwrites; \(hint)")
        }
        for file in files {
            if let link = linkOut(of: directory, above: file.path) {
                throw .pathOutsideFeed(
                    path: link, hint: "feed \(command) writes only inside the folder; remove the link")
            }
        }
        var written: [String] = []
        do throws(HostError) {
            for file in files {
                try FileSystem.makeDirectories(Paths.directory(of: file.path))
                try createExclusively(file.path, bytes: Array(file.text.utf8))
                written.append(file.path)
            }
        } catch {
            // A partial scaffold would make the next attempt fail on the half that exists.
            for path in written { unlink(path) }
            throw error
        }
        return written
    }

    /// The folder above `path` that a link takes out of `root` (a checked-in `data` or `types` linking elsewhere,
    /// which `feed init` wrote through before), or nil when every existing folder above it stays inside.
    private static func linkOut(of root: String, above path: String) -> String? {
        let inside = FileSystem.resolve(root) ?? root
        var folder = Paths.directory(of: path)
        while folder.count > root.count, !exists(folder) { folder = Paths.directory(of: folder) }
        guard folder.count > root.count, let resolved = FileSystem.resolve(folder) else { return nil }
        return resolved == inside || resolved.hasPrefix(inside + "/") ? nil : folder
    }

    /// Whether anything (a file, folder or dangling link) is at `path`.
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func createExclusively(_ path: String, bytes: [UInt8]) throws(HostError) {
        let temporary = path + AtomicFile.temporaryMark + String(getpid())
        let descriptor = FileSystem.createFresh(temporary)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: FileSystem.whyNotCreated(temporary)) }
        defer { unlink(temporary) }
        let failure = FileSystem.writeAll(bytes, to: descriptor)
        close(descriptor)
        if let failure { throw .unwritable(path: path, reason: failure) }
        guard link(temporary, path) == 0 else {
            let reason =
                errno == EEXIST ? "it appeared meanwhile, and feed never overwrites" : FileSystem.lastErrorText()
            throw .unwritable(path: path, reason: reason)
        }
    }
}

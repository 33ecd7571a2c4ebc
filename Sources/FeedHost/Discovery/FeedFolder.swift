import FeedJSON
import FileWatching
import LuaBridge
import StableHashing

/// A feed folder on disk (docs/spec/contract.md §1): its section scripts, optional manifest, `lib/` and `data/`.
package struct FeedFolder: Hashable, Sendable {
    /// The folder as the user named it, used in messages.
    package let path: String
    /// The folder with every symlink resolved.
    package let resolvedPath: String
    /// Every top-level `*.lua` except `feed.lua`, sorted by file name (UTF-8 byte order).
    package let scripts: [ScriptFile]
    /// `feed.lua`, when present.
    package let manifest: ScriptFile?
    /// `lib/` (resolved), when present: the only place `require` looks.
    package let libraryPath: String?
    /// `data/` (resolved), when present: the only place `ctx.data` reads.
    package let dataPath: String?

    /// The manifest's file name.
    package static let manifestName = "feed.lua"

    /// Lists the folder.
    ///
    /// - Throws: `HostError.notAFeedFolder` when `path` is not a readable directory.
    package static func discover(at path: String) throws(HostError) -> FeedFolder {
        if let refusal = FileSystem.nulRefusal(path) { throw .notAFeedFolder(path: path, reason: refusal) }
        guard FileSystem.isDirectory(path), let resolved = FileSystem.resolve(path) else {
            throw .notAFeedFolder(path: path, reason: FileSystem.whyNotADirectory(path))
        }
        let listing: DirectoryEntries.Listing
        do {
            listing = try FileSystem.listing(resolved)
        } catch {
            throw .notAFeedFolder(path: path, reason: error.description)
        }
        var scripts: [ScriptFile] = []
        var manifest: ScriptFile?
        for name in listing.names where isScriptName(name) {
            let file = ScriptFile(name: name, path: Paths.join(resolved, name), folder: resolved)
            // Anything but a folder is a script: a FIFO or a link to outside is then that script's error.
            guard FileSystem.exists(file.path), !FileSystem.isDirectory(file.path) else { continue }
            if name == manifestName { manifest = file } else { scripts.append(file) }
        }
        // A script whose name is not UTF-8 cannot be opened by its (repaired) name: it is that script's error,
        // where skipping it would drop a section without a word. Whether it is a folder cannot be asked either.
        let unnamed = listing.undecodable.filter(isScriptName).map {
            ScriptFile(name: $0, path: Paths.join(resolved, $0), folder: resolved, nameIsUndecodable: true)
        }
        if !unnamed.isEmpty {
            scripts = (scripts + unnamed).sorted { UTF8Order.precedes($0.name, $1.name) }
        }
        if let problem = ScriptNameClash.problem(in: scripts) { throw .notAFeedFolder(path: path, reason: problem) }
        return FeedFolder(
            path: path, resolvedPath: resolved, scripts: scripts, manifest: manifest,
            libraryPath: subfolder("lib", of: resolved), dataPath: subfolder("data", of: resolved))
    }

    /// Whether a top-level name is a script's (or the manifest's): `*.lua`, not hidden.
    static func isScriptName(_ name: String) -> Bool {
        name.hasSuffix(".lua") && !name.hasPrefix(".")
    }

    private static func subfolder(_ name: String, of root: String) -> String? {
        let candidate = Paths.join(root, name)
        guard FileSystem.isDirectory(candidate), let resolved = FileSystem.resolve(candidate),
            resolved.hasPrefix(root + "/")
        else { return nil }
        return resolved
    }

    /// The default state file of this folder.
    package var defaultStatePath: String { Self.defaultStatePath(of: path) }

    /// `defaultStatePath` of the folder at `path`.
    package static func defaultStatePath(of path: String) -> String { Paths.join(path, StateStore.relativePath) }

    /// Refuses a `.feed` (or its `state.json`) that leads outside the folder: the host would read, write and
    /// clean temporary files there; or onto a file the feed reads, which a save would replace.
    ///
    /// - Throws: `HostError.stateLink` naming the path.
    package func checkDefaultStatePath() throws(HostError) {
        try Self.checkDefaultStatePath(of: path, resolvedPath: resolvedPath)
    }

    /// `checkDefaultStatePath()` of the folder at `path` (as given), `resolvedPath` once its links are resolved.
    static func checkDefaultStatePath(of path: String, resolvedPath: String) throws(HostError) {
        for relative in [".feed", StateStore.relativePath] {
            let candidate = Paths.join(resolvedPath, relative)
            guard FileSystem.isSymbolicLink(candidate) else { continue }
            // A link onto a file not made yet (a first run) is judged by where it leads, not refused unresolved.
            guard let target = FileSystem.resolveLink(candidate), target.hasPrefix(resolvedPath + "/") else {
                throw .stateLink(path: Paths.join(path, relative), ontoFeedInput: false)
            }
        }
        // A link inside the folder too may lead onto a script or a data file (`.feed/state.json -> ../a.lua`, or
        // `.feed -> data`): the command refused that when it started, but one made since (during `feed watch`, or
        // for the library, which never checked) had the state written over the script.
        if WriteTarget.isFeedInput(Paths.join(resolvedPath, StateStore.relativePath), folder: resolvedPath) {
            throw .stateLink(path: Paths.join(path, StateStore.relativePath), ontoFeedInput: true)
        }
    }

    /// Reads `data/NAME`, refusing any name that resolves (through `..` or symlinks) outside `data/`.
    ///
    /// - Throws: `HostError.dataPathOutsideFeed` for a name that leaves `data/`, `HostError.unreadable` for a
    ///   file that is missing or unreadable.
    package func readDataFile(named name: String) throws(HostError) -> [UInt8] {
        try readDataFileAndTarget(named: name).bytes
    }

    /// `readDataFile(named:)`, and which file that was: its path inside `data/` with every link resolved.
    package func readDataFileAndTarget(named name: String) throws(HostError) -> (bytes: [UInt8], target: String) {
        guard let dataPath else {
            let reason = leadsOutside("data") ? Self.outsideReason("data") : "the feed has no data/ folder"
            throw .unreadable(path: "data/\(name)", reason: reason)
        }
        guard !name.isEmpty, !name.hasPrefix("/"), !name.utf8.contains(0) else {
            throw .dataPathOutsideFeed(name: name)
        }
        let candidate = Paths.join(dataPath, name)
        guard let resolved = FileSystem.resolve(candidate) else {
            if name.split(separator: "/").contains("..") { throw .dataPathOutsideFeed(name: name) }
            throw .unreadable(path: "data/\(name)", reason: FileSystem.whyUnresolvable(candidate))
        }
        guard resolved.hasPrefix(dataPath + "/") else { throw .dataPathOutsideFeed(name: name) }
        let target = resolved.dropFirst(dataPath.count + 1)
        try refuseUnwatched(target, name: name)
        do {
            return (try FileSystem.readFile(resolved, limit: ReadLimits.data, inside: dataPath), String(target))
        } catch {
            throw .unreadable(path: "data/\(name)", reason: Self.reason(of: error))
        }
    }

    /// The path inside `data/`, every link resolved, of the feed-relative `data/…` path `relative`; nil when it
    /// does not resolve (a file deleted) or leaves `data/`.
    package func dataTarget(of relative: String) -> String? {
        guard let dataPath, relative.hasPrefix("data/"),
            let resolved = FileSystem.resolve(Paths.join(resolvedPath, relative)), resolved.hasPrefix(dataPath + "/")
        else { return nil }
        return String(resolved.dropFirst(dataPath.count + 1))
    }

    /// Refuses a data file whose path inside `data/` (links resolved) has a name the watcher skips: `feed watch`
    /// would never see it change, and would go on showing its old bytes after every save.
    private func refuseUnwatched(_ inside: Substring, name: String) throws(HostError) {
        guard let skipped = inside.split(separator: "/").first(where: { EditorTemporaries.isIgnored(String($0)) })
        else { return }
        throw .unreadable(
            path: "data/\(name)",
            reason: "\(skipped) is a name the file watcher skips (hidden, or an editor's temporary: a leading dot, "
                + "a trailing ~, .swp), so its changes would not show; rename it")
    }

    /// Whether the folder's `name` (`lib`, `data`) is a folder that a link takes outside the feed, and so unused.
    func leadsOutside(_ name: String) -> Bool {
        Self.subfolder(name, of: resolvedPath) == nil && FileSystem.isDirectory(Paths.join(resolvedPath, name))
    }

    /// Why `name/` is not used when it `leadsOutside`.
    static func outsideReason(_ name: String) -> String {
        "\(name)/ leads outside the feed folder; it must be a folder inside it"
    }

    static func reason(of error: HostError) -> String {
        if case .unreadable(_, let reason) = error { return reason }
        return error.description
    }
}

/// One Lua file of a feed folder.
package struct ScriptFile: Hashable, Sendable {
    /// The file name (`banners.lua`): the chunk name in messages.
    package let name: String
    /// The absolute path.
    package let path: String
    /// The feed folder (resolved) the file must stay inside, also when it is a symlink.
    package let folder: String
    /// Whether the file's name on disk is not valid UTF-8: `name` is then repaired, and `path` reaches nothing.
    package let nameIsUndecodable: Bool

    package init(name: String, path: String, folder: String, nameIsUndecodable: Bool = false) {
        self.name = name
        self.path = path
        self.folder = folder
        self.nameIsUndecodable = nameIsUndecodable
    }

    /// The file name without `.lua`: the section id a script is expected to declare.
    package var baseName: String { String(name.dropLast(4)) }

    /// The text to run: ``read()``'s bytes as Lua's own file loader takes them (``ScriptText``).
    package func source() throws(HostError) -> String {
        ScriptText.chunk(of: try read())
    }

    /// ``source()`` and the FNV-1a hash of the bytes it was read from, as the file watcher hashes them
    /// (`ReadHashes`).
    func hashedSource() throws(HostError) -> (text: String, hash: UInt64) {
        let bytes = try read()
        return (ScriptText.chunk(of: bytes), FNV1a.of(bytes))
    }

    /// Reads the source text: a regular file within the limit, inside the feed folder.
    ///
    /// - Throws: `HostError.pathOutsideFeed` for a link to outside the folder (its text is never read),
    ///   `HostError.unreadable` for a missing, special, oversized or unreadable file, or one whose name is not
    ///   UTF-8.
    package func read() throws(HostError) -> [UInt8] {
        if nameIsUndecodable {
            throw .unreadable(
                path: name, reason: "its file name is not valid UTF-8, so the host cannot open it; rename the file")
        }
        guard let resolved = FileSystem.resolve(path) else {
            throw .unreadable(path: name, reason: FileSystem.whyUnresolvable(path))
        }
        guard resolved.hasPrefix(folder + "/") else {
            throw .pathOutsideFeed(path: name, hint: "scripts must be files inside the feed folder")
        }
        do {
            return try FileSystem.readFile(resolved, limit: ReadLimits.script, inside: folder)
        } catch {
            throw .unreadable(path: name, reason: FeedFolder.reason(of: error))
        }
    }
}

extension FeedFolder {
    /// Where the feed-relative `lib/…` path `relative` lies inside `lib/` once its folder's links are resolved
    /// (`lib/z/mod.lua` with `lib/z` a link to `lib/other` is `other/mod.lua`), whether the file exists or not;
    /// nil when its folder does not resolve or leaves `lib/`.
    package func libraryLocation(of relative: String) -> String? {
        guard let libraryPath, relative.hasPrefix("lib/") else { return nil }
        var parts = relative.split(separator: "/")
        guard let name = parts.popLast(),
            let folder = FileSystem.resolve(Paths.join(resolvedPath, parts.joined(separator: "/"))),
            folder == libraryPath || folder.hasPrefix(libraryPath + "/")
        else { return nil }
        return String(Paths.join(folder, String(name)).dropFirst(libraryPath.count + 1))
    }

    /// `libraryLocation(of:)` of the file `require(module)` loads.
    package func libraryLocation(ofModule module: String) -> String? {
        libraryLocation(of: "lib/" + module.split(separator: ".").joined(separator: "/") + ".lua")
    }

    /// The bytes of `require "a.b"`: `lib/a/b.lua`, nil when missing or when it resolves outside `lib/`
    /// (`moduleSource(noting:)` runs them as Lua's loader takes them).
    ///
    /// The bridge has already checked that the name is dot-separated identifiers.
    ///
    /// - Throws: `ModuleUnreadable` for a module that exists but is not a readable regular file within the limit.
    package func moduleBytes(named name: String) throws(ModuleUnreadable) -> [UInt8]? {
        guard let libraryPath else {
            if leadsOutside("lib") { throw ModuleUnreadable(reason: Self.outsideReason("lib")) }
            return nil
        }
        let candidate = Paths.join(libraryPath, name.split(separator: ".").joined(separator: "/") + ".lua")
        guard let resolved = FileSystem.resolve(candidate) else { return nil }
        // There, but a link out of lib/: said so, rather than "not found" with itself as the suggestion.
        guard resolved.hasPrefix(libraryPath + "/") else {
            throw ModuleUnreadable(reason: "it leads outside the feed's lib/ folder; modules must be files inside it")
        }
        do {
            return try FileSystem.readFileIfPresent(resolved, limit: ReadLimits.script, inside: libraryPath)
        } catch {
            throw ModuleUnreadable(reason: Self.reason(of: error))
        }
    }

    /// The source of each module for a Lua state's `require` (`moduleBytes(named:)` as Lua's loader takes them,
    /// `ScriptText`), noting the hash of each module's bytes in `reads`.
    func moduleSource(noting reads: ReadHashRecorder) -> (String) throws(ModuleUnreadable) -> String? {
        { name throws(ModuleUnreadable) in
            guard let bytes = try moduleBytes(named: name) else { return nil }
            reads.note(name, hash: FNV1a.of(bytes))
            return ScriptText.chunk(of: bytes)
        }
    }
}

extension FeedFolder {
    /// Folders of `lib/` listed for `moduleNames`, and names kept, at most: a suggestion is a courtesy.
    static let moduleListingLimit = 10_000

    /// Every module `require` can load, as dot-separated names (`lib/text/format.lua` is `"text.format"`), sorted.
    ///
    /// Each folder is listed once, by its path with links resolved, and only inside `lib/`: links that lead back
    /// (`lib/a/x` → `.`) made the walk list `a.x.x.x…` until the path was too long, and two such links made it
    /// branch without end, so a missing module's `require` hung the host past every time limit.
    package var moduleNames: [String] {
        guard let libraryPath else { return [] }
        var names: [String] = []
        var listed: Set<String> = []
        var folders = [(path: libraryPath, prefix: "")]
        while let folder = folders.popLast(), listed.count < Self.moduleListingLimit {
            guard let resolved = FileSystem.resolve(folder.path),
                resolved == libraryPath || resolved.hasPrefix(libraryPath + "/"), listed.insert(resolved).inserted
            else { continue }
            for entry in (try? FileSystem.listDirectory(folder.path)) ?? [] where !entry.hasPrefix(".") {
                let path = Paths.join(folder.path, entry)
                if entry.hasSuffix(".lua"), FileSystem.isRegularFile(path), names.count < Self.moduleListingLimit {
                    names.append(folder.prefix + entry.dropLast(4))
                } else if FileSystem.isDirectory(path) {
                    folders.append((path, folder.prefix + entry + "."))
                }
            }
        }
        return names.sorted()
    }

    /// The existing module nearest to a missing `name`, when it is a likely typo (`"recipes"` for `"recipe"`).
    package func moduleName(near name: String) -> String? {
        EditDistance.closest(to: name, among: moduleNames)
    }
}

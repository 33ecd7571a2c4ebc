import Foundation
import Glibc

/// A feed folder in a fresh temporary directory, with the editing moves of real editors.
///
/// Starts with `feed.lua`, `banners.lua`, `lib/recipes.lua`, `lib/sub/x.lua` and `data/apps.json`; removed with
/// everything in it when released.
final class TemporaryFeed {
    /// The folder that holds the feed folder, so the feed can be renamed away and back.
    let parent: String
    /// The feed folder.
    let root: String

    static let initialFiles: [String: String] = [
        "feed.lua": "return { order = { 'banners' } }\n",
        "banners.lua": "return { title = 'Today' }\n",
        "lib/recipes.lua": "return { card = 1 }\n",
        "lib/sub/x.lua": "return 'x'\n",
        "data/apps.json": "[{\"id\": 1}]\n",
    ]

    init(files: [String: String] = TemporaryFeed.initialFiles) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "FileWatchingTests-\(UUID().uuidString)")
        parent = directory.path
        root = directory.appendingPathComponent("plugins").path
        makeDirectory("")
        for (path, text) in files {
            write(path, text)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: parent)
    }

    /// The absolute path of `relative` inside the feed folder.
    func path(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    /// Makes a directory and any missing parents.
    func makeDirectory(_ relative: String) {
        try? FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    /// Writes in place: truncate, write, close (what an editor without atomic saves does).
    func write(_ relative: String, _ text: String) {
        let target = path(relative)
        let parentFolder = (target as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: parentFolder, withIntermediateDirectories: true)
        let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        precondition(descriptor >= 0, "cannot open \(target)")
        var bytes = Array(text.utf8)
        if !bytes.isEmpty {
            precondition(Glibc.write(descriptor, &bytes, bytes.count) == bytes.count)
        }
        close(descriptor)
    }

    /// Writes `text` to a sibling temporary named `temporary` and renames it over `relative`.
    func replace(_ relative: String, _ text: String, via temporary: String) {
        write(temporary, text)
        rename(temporary, to: relative)
    }

    /// Renames inside the feed folder.
    func rename(_ from: String, to: String) {
        precondition(Glibc.rename(path(from), path(to)) == 0, "cannot rename \(from) to \(to)")
    }

    /// Deletes a file.
    func remove(_ relative: String) {
        precondition(unlink(path(relative)) == 0, "cannot delete \(relative)")
    }

    /// Opens for writing and closes without writing, then sets the times to now: an inotify `IN_CLOSE_WRITE`
    /// and a new mtime with the same bytes.
    func touch(_ relative: String) {
        let descriptor = open(path(relative), O_WRONLY | O_CLOEXEC)
        precondition(descriptor >= 0)
        close(descriptor)
        precondition(utimensat(AT_FDCWD, path(relative), nil, 0) == 0)
    }

    /// Renames the feed folder to a sibling and returns that sibling's path.
    @discardableResult
    func renameAway() -> String {
        let away = parent + "/plugins-away"
        precondition(Glibc.rename(root, away) == 0)
        return away
    }

    /// Renames the sibling made by `renameAway` back.
    func renameBack() {
        precondition(Glibc.rename(parent + "/plugins-away", root) == 0)
    }
}

import FeedHost

/// `feed build [DIR]`.
struct BuildCommand {
    let context: CommandContext
    let directory: String?

    func run() -> Int32 {
        let path = directory ?? CommandContext.defaultDirectory
        let folder: FeedFolder
        do {
            folder = try FeedFolder.discover(at: path)
        } catch {
            context.fail(error.description)
            return FeedCommandLine.Status.failure
        }
        var text = "\(path): \(folder.scripts.count) section script\(folder.scripts.count == 1 ? "" : "s")"
        text += folder.manifest == nil ? "\n" : " and feed.lua\n"
        for script in folder.scripts { text += "  \(script.name)\n" }
        return context.emit(Array(text.utf8)) ? FeedCommandLine.Status.success : FeedCommandLine.Status.failure
    }
}

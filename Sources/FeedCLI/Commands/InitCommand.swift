import FeedHost

/// `feed init [DIR]`: starts a feed folder (DIR, default `.`) that `feed build` builds as written.
///
/// Existing files are never overwritten: if any would be, nothing is written and the status is 1, as for
/// `feed new` and every file `feed` cannot write (status 2 is for command lines that cannot run, printed with
/// the usage).
struct InitCommand {
    let context: CommandContext
    let directory: String?

    func run() -> Int32 {
        let folder = directory ?? "."
        let template = context.options.template.flatMap(ScaffoldTemplate.init(rawValue:)) ?? .carousel
        let written: [String]
        do {
            written = try FeedInit.write(into: folder, template: template)
        } catch {
            context.fail(error.description)
            return FeedCommandLine.Status.failure
        }
        guard !context.options.quiet else { return FeedCommandLine.Status.success }
        var text = written.map { "wrote \($0)\n" }.joined()
        text += "next: \(folder == "." ? "" : "cd \(folder), then ")feed build (or feed serve for a live preview);"
        text += " feed new NAME adds a section\n"
        context.output.write(text)
        return FeedCommandLine.Status.success
    }
}

import FeedHost

#if canImport(Glibc)
    import Glibc
#endif

/// `feed new NAME [--template T] [DIR]`: scaffolds a section script and its data file from a template.
struct NewCommand {
    let context: CommandContext
    let name: String
    let directory: String?

    func run() -> Int32 {
        if let problem = Scaffold.problem(withName: name) {
            context.errors.write("feed: \(TerminalText.escaped(problem))\n" + HelpText.usage(for: .new))
            return FeedCommandLine.Status.usage
        }
        let folder = context.folder(directory)
        let template = context.options.template.flatMap(ScaffoldTemplate.init(rawValue:)) ?? .carousel
        let written: [String]
        do {
            written = try Scaffold.write(template, named: name, into: folder)
        } catch {
            context.fail(error.description)
            return FeedCommandLine.Status.failure
        }
        guard !context.options.quiet else { return FeedCommandLine.Status.success }
        var text = written.map { "wrote \($0)\n" }.joined()
        if access(folder + "/feed.lua", F_OK) == 0 {
            text += "\(folder)/feed.lua sets the section order: add \"\(name)\" to its sections to place the new one"
            text += " (until then it follows the listed sections, with a warning)\n"
        }
        text += "next: feed check \(folder), then feed build \(folder)\n"
        context.output.write(text)
        return FeedCommandLine.Status.success
    }
}

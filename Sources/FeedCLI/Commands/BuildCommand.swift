import FeedHost

/// `feed build [DIR]` and `feed check [DIR]`: run the feed, print it, and (build only) diff and save the state.
struct BuildCommand {
    let context: CommandContext
    let directory: String?
    /// `check`: no baseline, no state written.
    let isCheck: Bool

    func run() -> Int32 {
        let path = directory ?? CommandContext.defaultDirectory
        let folder: FeedFolder
        do {
            folder = try FeedFolder.discover(at: path)
            if !isCheck, !context.options.noState, context.options.statePath == nil {
                try folder.checkDefaultStatePath()
            }
        } catch {
            context.fail(error.description)
            return FeedCommandLine.Status.usage
        }
        let options = context.options
        let pipeline = FeedPipeline(
            folder: folder,
            configuration: PipelineConfiguration(
                environment: options.environment, variables: options.variables, limits: options.limits,
                diff: options.diff, scrollOffset: options.scrollOffset))
        let store = isCheck || options.noState ? nil : StateStore(path: options.statePath ?? folder.defaultStatePath)
        var stateWarning: Diagnostic?
        var baseline: FeedState?
        switch store?.load() {
        case .state(let state): baseline = state
        case .unreadable(let warning): stateWarning = Diagnostic(.warning, script: store?.path ?? "", message: warning)
        case .missing, nil: break
        }
        var document = isCheck ? pipeline.run() : pipeline.build(against: baseline)
        if let stateWarning { document.warnings.insert(stateWarning, at: 0) }

        if !options.quiet && !pipeline.log.isEmpty {
            context.errors.write(pipeline.log.map { $0 + "\n" }.joined())
        }
        context.report(document.warnings + document.errors)
        let output: [UInt8]
        switch context.format {
        case .json: output = document.jsonBytes()
        case .svg, .html: output = context.drawing(document)
        case .text: output = document.errors.isEmpty ? Array(context.renderer.render(document, title: path).utf8) : []
        }
        if !document.errors.isEmpty {
            if !output.isEmpty { _ = context.emit(output) }
            let count = document.errors.count
            let scripts = Set(document.errors.map(\.script)).count
            context.fail(
                "\(count) error\(count == 1 ? "" : "s") in \(scripts) file\(scripts == 1 ? "" : "s")"
                    + (store == nil ? "" : "; the state file was not changed"))
            return FeedCommandLine.Status.failure
        }
        guard context.emit(output) else { return FeedCommandLine.Status.failure }
        if let store {
            do {
                try store.save(document)
            } catch {
                context.fail(error.description)
                return FeedCommandLine.Status.failure
            }
        }
        return FeedCommandLine.Status.success
    }
}

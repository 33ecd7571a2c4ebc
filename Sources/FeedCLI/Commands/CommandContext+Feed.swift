import FeedHost

extension CommandContext {
    /// The feed folder at `directory` (the bundled feed without one), or nil after reporting why it cannot be read.
    func discoverFeed(_ directory: String?) -> (path: String, folder: FeedFolder)? {
        let path = folder(directory)
        do {
            return (path, try FeedFolder.discover(at: path))
        } catch {
            fail(error.description)
            return nil
        }
    }

    /// The pipeline settings the options give: environment, `--set` variables and limits.
    var pipelineConfiguration: PipelineConfiguration {
        PipelineConfiguration(
            environment: options.environment, variables: options.variables, limits: options.limits)
    }
}

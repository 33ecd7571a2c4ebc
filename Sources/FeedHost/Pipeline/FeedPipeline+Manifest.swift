import FeedScripting
import LuaBridge

extension FeedPipeline {
    /// Runs `feed.lua` in its own Lua state, when the folder has one, into `manifestEntry`.
    func loadManifest() {
        manifestEntry = ManifestEntry(isLoaded: true)
        guard let file = folder.manifest else { return }
        let printed = Lines()
        let moduleReads = ReadHashRecorder()
        defer {
            manifestEntry.printed = printed.lines
            manifestEntry.moduleHashes = moduleReads.hashes
        }
        do {
            let source: String
            (source, manifestEntry.sourceHash) = try file.hashedSource()
            let folder = self.folder
            let state = try LuaState(
                name: file.name, limits: configuration.limits.luaLimits, account: memory,
                log: { printed.append($0) },
                moduleSource: folder.moduleSource(noting: moduleReads),
                moduleSuggestion: { folder.moduleName(near: $0) })
            defer {
                if let dropped = state.droppedPrintSummary { printed.append("\(file.name): \(dropped)") }
                manifestEntry.modules = state.requiredModules
            }
            state.cancellation = runCancellation.withLock { $0.cancellation }
            manifestEntry.manifest = try ManifestScript.load(name: file.name, source: source, state: state)
        } catch let error as HostError {
            manifestEntry.diagnostics = [Diagnostic(script: file.name, message: error.description)]
        } catch let error as ScriptError {
            manifestEntry.diagnostics = error.diagnostics.map(\.withRaisingHint)
        } catch let error as LuaError {
            manifestEntry.diagnostics = [Diagnostic(script: file.name, line: error.line, message: error.message)]
        } catch {
            manifestEntry.diagnostics = [Diagnostic(script: file.name, message: "\(error)")]
        }
    }
}

internal import CLua
import Synchronization

/// The bytecode of host chunks, by chunk name, with the text it was compiled from.
private let compiledHostChunks = Mutex<[String: (source: String, bytecode: [UInt8])]>([:])

extension LuaState {
    /// Runs one of the host's own Lua chunks (a DSL prelude every script's state runs), dropping its results.
    ///
    /// The first state to run a chunk compiles its text and keeps the bytecode for the process; later states load
    /// that bytecode, which costs a fraction of parsing the text again (the cell DSL: 12 KB of Lua per script).
    /// Errors and lines are the text's: the bytecode keeps its debug information.
    ///
    /// - Throws: `LuaError` as `run(_:chunkName:)` does.
    package func runHostChunk(_ source: String, chunkName: String) throws(LuaError) {
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        if !loadCompiledHostChunk(source, chunkName: chunkName) {
            try compile(source, chunkName: chunkName)
            keepHostChunk(source, chunkName: chunkName)
        }
        try protectedCall(argumentCount: 0, resultCount: 0, chunkName: chunkName)
    }

    /// Pushes the chunk from kept bytecode; false when there is none for this text.
    private func loadCompiledHostChunk(_ source: String, chunkName: String) -> Bool {
        guard let kept = compiledHostChunks.withLock({ $0[chunkName] }), kept.source == source else { return false }
        let status = kept.bytecode.withUnsafeBytes { bytes in
            fe_loadbinary(
                thread, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, "@" + chunkName)
        }
        guard status == LUA_OK else {
            lua_settop(thread, -2)
            return false
        }
        return true
    }

    /// Dumps the compiled chunk on top of the stack (left there) for later states.
    private func keepHostChunk(_ source: String, chunkName: String) {
        var buffer = fe_dump_buffer()
        defer { free(buffer.bytes) }
        guard fe_dump(thread, &buffer) == 0, let bytes = buffer.bytes else { return }
        let bytecode = [UInt8](UnsafeRawBufferPointer(start: bytes, count: buffer.count))
        compiledHostChunks.withLock { $0[chunkName] = (source, bytecode) }
    }
}

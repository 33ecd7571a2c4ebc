internal import CLua
import Synchronization

/// The bytecode of text chunks this process compiled, by chunk name, with the text each was compiled from.
///
/// Every script runs in a state of its own, so a module several scripts require (the bundled feed's
/// `lib/recipes.lua`, required by four of its five scripts), the host's cell DSL prelude (12 KB, run by every
/// state) and, in `feed watch`, every script rebuilt without a change, would otherwise be parsed again by each
/// state. Loading the bytecode `lua_dump` wrote from the same text costs a fraction of parsing it, and gives the
/// same function: the dump keeps the debug information, so errors name the same chunk and lines.
///
/// Only bytecode the host dumped itself is ever loaded (`load` keeps refusing binary chunks from scripts), and
/// it is used only when the text is the very text it was compiled from. The cache is bounded: texts larger than
/// ``largestSource`` are not kept, and when the kept bytecode would pass ``capacity`` the cache starts over, so
/// a watcher that sees thousands of saves holds at most a few MiB.
enum CompiledChunks {
    private struct Entry {
        let source: String
        let bytecode: [UInt8]
    }

    private struct Cache {
        var entries: [String: Entry] = [:]
        var bytes = 0
    }

    private static let cache = Mutex(Cache())

    /// The most bytecode kept at once.
    static let capacity = 8 << 20
    /// The largest text whose bytecode is kept.
    static let largestSource = 256 << 10

    /// The bytecode compiled from exactly `source` under `chunkName`, if kept.
    static func bytecode(for source: String, chunkName: String) -> [UInt8]? {
        // Byte for byte: `==` on strings is canonical equivalence, which takes `é` for `e` + U+0301 (other bytes,
        // other bytecode).
        guard let entry = cache.withLock({ $0.entries[chunkName] }), entry.source.utf8.elementsEqual(source.utf8)
        else { return nil }
        return entry.bytecode
    }

    /// Whether the bytecode of `source` would be kept.
    static func keeps(_ source: String) -> Bool { source.utf8.count <= largestSource }

    /// Keeps `bytecode`, compiled from `source` under `chunkName`, replacing what that name had.
    static func keep(_ bytecode: [UInt8], source: String, chunkName: String) {
        cache.withLock { cache in
            cache.bytes -= cache.entries[chunkName]?.bytecode.count ?? 0
            if cache.bytes + bytecode.count > capacity { cache = Cache() }
            cache.entries[chunkName] = Entry(source: source, bytecode: bytecode)
            cache.bytes += bytecode.count
        }
    }
}

extension LuaState {
    /// Pushes the function compiled from the text `source` (`name` is the chunk name with its `@`), from kept
    /// bytecode when this process compiled the same text before; returns Lua's status (the error on top when not
    /// `LUA_OK`).
    func loadText(_ source: String, name chunkName: String) -> Int32 {
        if let bytecode = CompiledChunks.bytecode(for: source, chunkName: chunkName) {
            let status = bytecode.withUnsafeBytes { bytes in
                fe_loadbinary(thread, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, chunkName)
            }
            // A refused load (the memory cap) is reported as the text's compile would report it.
            guard status != LUA_OK else { return status }
            lua_settop(thread, -2)
        }
        var text = source
        let status = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                fe_loadtext(thread, chars.baseAddress, chars.count, chunkName)
            }
        }
        if status == LUA_OK && CompiledChunks.keeps(source) { keepCompiled(source, name: chunkName) }
        return status
    }

    /// Dumps the function on top of the stack (left there) into the cache.
    private func keepCompiled(_ source: String, name chunkName: String) {
        var buffer = fe_dump_buffer()
        defer { free(buffer.bytes) }
        guard fe_dump(thread, &buffer) == 0, let bytes = buffer.bytes else { return }
        CompiledChunks.keep(
            [UInt8](UnsafeRawBufferPointer(start: bytes, count: buffer.count)), source: source, chunkName: chunkName)
    }
}

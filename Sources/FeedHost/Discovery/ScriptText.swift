/// The text of a Lua file as the host hands it to Lua: what `lua file.lua` would run.
///
/// `luaL_loadfilex`, which the standalone interpreter uses, skips a UTF-8 byte order mark and a first line that
/// starts with `#` (a `#!/usr/bin/env lua` line); the host loads text from a buffer, where Lua skips neither, so a
/// file saved with a BOM (`unexpected symbol near '<\239>'`) or a shebang failed here and ran there. The first
/// line is dropped but its newline kept, as Lua keeps it, so every line keeps its number in messages.
enum ScriptText {
    /// The text of `bytes`, a file's contents (invalid UTF-8 repaired).
    static func chunk(of bytes: [UInt8]) -> String {
        var start = ByteOrderMark.length(in: bytes)
        if start < bytes.count, bytes[start] == UInt8(ascii: "#") {
            start = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        }
        return String(decoding: bytes[start...], as: UTF8.self)
    }
}

/// Where a Swift callback was called from, so constructors can stamp the source position into what they build.
package struct LuaCallContext: Hashable, Sendable {
    /// The calling chunk as Lua prints it (`banners.lua`), or nil when the caller is not Lua code.
    package var chunkName: String?
    /// The line of the call in `chunkName`, or nil when unknown.
    package var line: Int?

    /// Creates a context (for tests and for hosts that build values outside a call).
    package init(chunkName: String?, line: Int?) {
        self.chunkName = chunkName
        self.line = line
    }
}

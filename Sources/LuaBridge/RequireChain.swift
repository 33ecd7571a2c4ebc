/// The `require` calls loading now, outermost first, each with the line that made it: what a cycle's or a too
/// deep chain's message shows, so the script's own line is named and not only the module's that closed it.
struct RequireChain {
    /// Modules loading inside one another at most. Each level is a few C calls, and Lua's C stack ran out at
    /// about 198 (`C stack overflow`, naming neither the modules nor what to do).
    static let maximumDepth = 100

    private var links: [(module: String, caller: String)] = []

    var isFull: Bool { links.count >= Self.maximumDepth }

    mutating func enter(_ module: String, at caller: LuaCallContext) {
        links.append((module, Self.describe(caller)))
    }

    mutating func leave() {
        links.removeLast()
    }

    /// `module`, already loading, required again from `caller`: the links from its first `require` on.
    func cycleMessage(closedBy module: String, at caller: LuaCallContext) -> String {
        let start = links.lastIndex { $0.module == module } ?? links.startIndex
        let cycle = links[start...] + [(module, Self.describe(caller))]
        return "require: module \"\(module)\" requires itself while it loads ("
            + cycle.map(Self.sentence).joined(separator: ", ")
            + "); move what the modules share into one that requires neither"
    }

    /// The chain `module` would make one level too deep, its first and last links shown.
    func depthMessage(adding module: String, at caller: LuaCallContext) -> String {
        let chain = links + [(module, Self.describe(caller))]
        let shown = chain.map(Self.sentence)
        let elided = shown.count > 6 ? shown.prefix(3) + ["…"] + shown.suffix(3) : shown[...]
        return "require: modules require one another more than \(Self.maximumDepth) deep ("
            + elided.joined(separator: ", ") + "); require the modules side by side from fewer of them"
    }

    /// One link as the messages show it: `a.lua:3 requires "b"`.
    private static func sentence(_ link: (module: String, caller: String)) -> String {
        "\(link.caller) requires \"\(link.module)\""
    }

    private static func describe(_ caller: LuaCallContext) -> String {
        guard let chunk = caller.chunkName else { return "a C function or a tail call" }
        return caller.line.map { "\(chunk):\($0)" } ?? chunk
    }
}

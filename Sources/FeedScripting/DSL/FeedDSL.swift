import LuaBridge

/// Installs the layout DSL (docs/spec/contract.md §3) into a Lua state: the `layout` table of constructors and the global value
/// constructors `fractionalWidth`, `fractionalHeight`, `absolute`, `estimated`, `fixed`, `flexible`.
///
/// Each constructor checks its argument at once (a table of named fields, or one finite number), raising a Lua
/// error at the caller's line when it is wrong, and stamps what it returns with its kind and the caller's line
/// (`DSLSchema.tagKey`, `DSLSchema.lineKey`), so later validation points at the table that is wrong. Tables built
/// in another chunk (a `lib/` module) carry no line; their diagnostics fall back to the enclosing table's line.
package enum FeedDSL {
    /// Registers every constructor into `state`.
    ///
    /// - Parameters:
    ///   - state: the script's state; installing twice registers the functions again (harmless, but wasteful).
    ///   - script: the chunk name the script runs under (defaults to the state's name); constructor calls from
    ///     that chunk record their line.
    package static func install(into state: LuaState, script: String? = nil) {
        let script = script ?? state.name
        for kind in DSLTableKind.allCases {
            guard let constructor = kind.constructor else { continue }
            let (table, name) = split(constructor)
            state.register(name, in: table) { context, arguments in
                DSLConstructor.table(kind, arguments: arguments, line: ownLine(context, script: script))
                    .mapError { LuaHostError($0.message) }
            }
        }
        for constructor in DSLSchema.valueConstructors {
            let name = constructor.name
            state.register(name) { context, arguments in
                DSLConstructor.value(name, arguments: arguments, line: ownLine(context, script: script))
                    .mapError { LuaHostError($0.message) }
            }
        }
    }

    /// The caller's line when the caller is the script itself.
    private static func ownLine(_ context: LuaCallContext, script: String) -> Int? {
        context.chunkName == script ? context.line : nil
    }

    /// `layout.group.horizontal` → (`layout.group`, `horizontal`).
    private static func split(_ path: String) -> (table: String, name: String) {
        let components = path.split(separator: ".")
        return (components.dropLast().joined(separator: "."), String(components.last ?? ""))
    }
}

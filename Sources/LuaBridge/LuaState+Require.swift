internal import CLua

private let modulesKey = "feedengine.modules"

extension LuaState {
    /// Installs `require`: dot-separated names only (`a.b` is `lib/a/b.lua`), sources from `moduleSource`,
    /// each module run once per state and cached (a module that requires itself while loading is an error).
    func installRequire() {
        fe_newtable(thread)
        lua_setfield(thread, fe_registryindex(), modulesKey)
        registerCallback(.raw { $0.require() }, as: "require", in: nil)
    }

    /// Whether `name` is a module name the sandbox accepts: `[A-Za-z0-9_]` segments joined by single dots.
    static func isValidModuleName(_ name: String) -> Bool {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !name.isEmpty, name.utf8.count <= 200 else { return false }
        return segments.allSatisfy { segment in
            !segment.isEmpty
                && segment.utf8.allSatisfy { byte in
                    (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
                        || byte == 95
                }
        }
    }

    /// Notes `module` in `requiredModules`, found or not: its file, made or mended later, changes what the script
    /// does. Names not found are kept to `missingModuleLimit`: a script may ask for any number of them, where the
    /// modules found are the feed's own files.
    private func noteRequired(_ module: String, found: Bool) {
        guard modulesInOrder.count < Self.requiredModuleLimit, !modulesNoted.contains(module) else { return }
        if !found {
            guard missingModulesNoted < Self.missingModuleLimit else { return }
            missingModulesNoted += 1
        }
        modulesNoted.insert(module)
        modulesInOrder.append(module)
    }

    private func require() -> Int32 {
        guard lua_type(thread, 1) == LUA_TSTRING else {
            pushString("require: the module name must be a string")
            return Int32(FE_RAISE)
        }
        let module = ValueReader.string(thread, at: 1)
        guard Self.isValidModuleName(module) else {
            pushString(
                "require: module name \"\(module)\" is not allowed in the sandbox "
                    + "(use dot-separated names of letters, digits and _, e.g. \"util.format\")")
            return Int32(FE_RAISE_SANDBOX)
        }
        lua_settop(thread, 1)
        _ = lua_getfield(thread, fe_registryindex(), modulesKey)
        pushString(module)
        switch lua_rawget(thread, 2) {
        case LUA_TNIL:
            break
        case LUA_TBOOLEAN where lua_toboolean(thread, -1) == 0:
            pushString(requireChain.cycleMessage(closedBy: module, at: callerContext()))
            return Int32(FE_RAISE)
        default:
            return 1
        }
        lua_settop(thread, 2)
        guard !requireChain.isFull else {
            pushString(requireChain.depthMessage(adding: module, at: callerContext()))
            return Int32(FE_RAISE)
        }
        let path = "lib/" + module.split(separator: ".").joined(separator: "/") + ".lua"
        let found: String?
        do {
            found = try moduleSource(module)
        } catch {
            noteRequired(module, found: false)
            pushString("require: module \"\(module)\" cannot be read (\(path): \(error.reason))")
            return Int32(FE_RAISE)
        }
        noteRequired(module, found: found != nil)
        guard let source = found else {
            let hint = suggestedModule(near: module).map { "; did you mean \"\($0)\"?" } ?? ""
            pushString("require: module \"\(module)\" not found (no \(path))\(hint)")
            return Int32(FE_RAISE)
        }
        pushString(module)
        lua_pushboolean(thread, 0)
        lua_rawset(thread, 2)
        let status = loadText(source, name: "@" + path)
        guard status == LUA_OK else {
            forget(module)
            return Int32(FE_RETHROW)
        }
        pushString(module)
        // The module's code runs under the cap; its errors are re-raised by C, past this frame.
        requireChain.enter(module, at: callerContext())
        control.pointee.host = 0
        let callStatus = fe_pcall(thread, 1, 1, 0)
        control.pointee.host = 1
        requireChain.leave()
        guard callStatus == LUA_OK else {
            forget(module)
            return Int32(FE_RETHROW)
        }
        if lua_type(thread, -1) == LUA_TNIL {
            lua_settop(thread, -2)
            lua_pushboolean(thread, 1)
        }
        pushString(module)
        lua_pushvalue(thread, -2)
        lua_rawset(thread, 2)
        return 1
    }

    /// `moduleSuggestion` for the first `moduleSuggestionLimit` missing modules of a run; nil after them.
    private func suggestedModule(near module: String) -> String? {
        guard moduleSuggestionsMade < Self.moduleSuggestionLimit else { return nil }
        moduleSuggestionsMade += 1
        return moduleSuggestion(module)
    }

    /// Removes the loading mark of a module that failed, keeping the error object on top.
    private func forget(_ module: String) {
        pushString(module)
        lua_pushnil(thread)
        lua_rawset(thread, 2)
    }
}

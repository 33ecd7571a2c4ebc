internal import CLua

/// Registry table holding Lua's own `find`, `match`, `gmatch` and `gsub` (for the differential tests).
let originalPatternFunctionsKey = "feedengine.patterns"

/// Why a pattern function stopped early.
private enum PatternCallFailure: Error {
    case argument(Int32, String)
    case pattern(PatternFailure)
    case memory
    /// An error object (from a replacement function or table) is on top of the stack.
    case rethrow
}

/// Bytes that make a `find` pattern more than plain text.
private let specialBytes = Set("^$*+?.([%-".utf8)

extension LuaState {
    /// Replaces `string.find`, `match`, `gmatch` and `gsub` by versions that charge every matching step to the
    /// instruction budget. Lua's matcher is one C call the count hook cannot interrupt, so a backtracking
    /// pattern (`("a"):rep(3e4):find(".-.-.-b")`) would otherwise hold the host for hours.
    func installPatternFunctions() {
        pushTable(path: "string")
        fe_newtable(thread)
        for name in ["find", "match", "gmatch", "gsub"] {
            pushString(name)
            pushString(name)
            lua_rawget(thread, -4)
            lua_rawset(thread, -3)
        }
        lua_setfield(thread, fe_registryindex(), originalPatternFunctionsKey)
        lua_settop(thread, -2)
        callbacks.append(.raw { $0.gmatchIterate() })
        gmatchStep = callbacks.count - 1
        registerCallback(.raw { $0.find(returnsPositions: true) }, as: "find", in: "string")
        registerCallback(.raw { $0.find(returnsPositions: false) }, as: "match", in: "string")
        registerCallback(.raw { $0.gmatch() }, as: "gmatch", in: "string")
        registerCallback(.raw { $0.gsub() }, as: "gsub", in: "string")
    }

    // MARK: - The four functions

    private func find(returnsPositions: Bool) -> Int32 {
        let name = returnsPositions ? "find" : "match"
        return patternCall(name) { () throws(PatternCallFailure) -> Int32 in
            let subject = try stringArgument(1)
            let pattern = try stringArgument(2)
            let start = Self.startOffset(try integerArgument(3, default: 1), length: subject.count)
            guard start <= subject.count else {
                lua_pushnil(thread)
                return 1
            }
            if returnsPositions, lua_toboolean(thread, 4) != 0 || !pattern.contains(where: specialBytes.contains) {
                guard let found = try plainFind(pattern, in: subject, from: start) else {
                    lua_pushnil(thread)
                    return 1
                }
                lua_pushinteger(thread, lua_Integer(found + 1))
                lua_pushinteger(thread, lua_Integer(found + pattern.count))
                return 2
            }
            let (body, anchored) = Self.anchor(pattern)
            return try withMatcher(subject, body) { (matcher) throws(PatternCallFailure) -> Int32 in
                var position = start
                repeat {
                    matcher.reset()
                    if let end = try patternStep({ () throws(PatternFailure) in try matcher.match(position, 0) }) {
                        guard returnsPositions else { return try pushCaptures(matcher, whole: position..<end) }
                        lua_pushinteger(thread, lua_Integer(position + 1))
                        lua_pushinteger(thread, lua_Integer(end))
                        return try pushCaptures(matcher, whole: nil) + 2
                    }
                    position += 1
                } while position <= subject.count && !anchored
                lua_pushnil(thread)
                return 1
            }
        }
    }

    private func gmatch() -> Int32 {
        patternCall("gmatch") { () throws(PatternCallFailure) -> Int32 in
            let subject = try stringArgument(1)
            _ = try stringArgument(2)
            let start = min(
                Self.startOffset(try integerArgument(3, default: 1), length: subject.count), subject.count + 1)
            lua_settop(thread, 2)
            lua_pushinteger(thread, lua_Integer(start))
            lua_pushinteger(thread, -1)
            fe_pushcallback_with(thread, lua_Integer(gmatchStep), 4)
            return 1
        }
    }

    /// One step of a `gmatch` iterator; upvalues: subject, pattern, next position, end of the last match.
    private func gmatchIterate() -> Int32 {
        patternCall("gmatch") { () throws(PatternCallFailure) -> Int32 in
            let subject = bytes(at: fe_upvalueindex(2))
            let pattern = bytes(at: fe_upvalueindex(3))
            var position = Int(lua_tointegerx(thread, fe_upvalueindex(4), nil))
            let lastMatch = Int(lua_tointegerx(thread, fe_upvalueindex(5), nil))
            return try withMatcher(subject, pattern) { (matcher) throws(PatternCallFailure) -> Int32 in
                while position <= subject.count {
                    matcher.reset()
                    if let end = try patternStep({ () throws(PatternFailure) in try matcher.match(position, 0) }),
                        end != lastMatch
                    {
                        for slot: Int32 in [4, 5] {
                            lua_pushinteger(thread, lua_Integer(end))
                            fe_replace(thread, fe_upvalueindex(slot))
                        }
                        return try pushCaptures(matcher, whole: position..<end)
                    }
                    position += 1
                }
                return 0
            }
        }
    }

    private func gsub() -> Int32 {
        patternCall("gsub") { () throws(PatternCallFailure) -> Int32 in
            let subject = try stringArgument(1)
            let pattern = try stringArgument(2)
            let kind = lua_type(thread, 3)
            guard [LUA_TNUMBER, LUA_TSTRING, LUA_TFUNCTION, LUA_TTABLE].contains(kind) else {
                throw .argument(3, "string/function/table expected, got \(typeName(at: 3))")
            }
            let limit = try integerArgument(4, default: Int64(subject.count) + 1)
            let room = max(0, control.pointee.limit - control.pointee.used)
            let (body, anchored) = Self.anchor(pattern)
            return try withMatcher(subject, body) { (matcher) throws(PatternCallFailure) -> Int32 in
                var output: [UInt8] = []
                var changed = false
                var count: Int64 = 0
                var source = 0
                var lastMatch = -1
                while count < limit {
                    matcher.reset()
                    if let end = try patternStep({ () throws(PatternFailure) in try matcher.match(source, 0) }),
                        end != lastMatch
                    {
                        count += 1
                        let before = output.count
                        changed =
                            try appendReplacement(matcher, source..<end, kind: kind, room: room, to: &output)
                            || changed
                        try chargeReplacement(output.count - before)
                        source = end
                        lastMatch = end
                    } else if source < subject.count {
                        output.append(subject[source])
                        source += 1
                    } else {
                        break
                    }
                    if output.count > room { throw .memory }
                    if anchored { break }
                }
                if changed {
                    output.append(contentsOf: subject[source...])
                    if output.count > room { throw .memory }
                    output.withUnsafeBufferPointer { buffer in
                        buffer.withMemoryRebound(to: CChar.self) {
                            _ = lua_pushlstring(thread, $0.baseAddress, $0.count)
                        }
                    }
                } else {
                    lua_pushvalue(thread, 1)
                }
                lua_pushinteger(thread, lua_Integer(count))
                return 2
            }
        }
    }

    // MARK: - Replacements

    /// Appends what replaces one match, within `room` bytes of output; false when the match stays as it was (a
    /// false or nil replacement).
    private func appendReplacement(
        _ matcher: PatternMatcher, _ match: Range<Int>, kind: Int32, room: Int, to output: inout [UInt8]
    ) throws(PatternCallFailure) -> Bool {
        switch kind {
        case LUA_TFUNCTION:
            lua_pushvalue(thread, 3)
            let count = try pushCaptures(matcher, whole: match)
            try callScript(argumentCount: count)
        case LUA_TTABLE:
            fe_pushcfunction(thread, fe_gettable)
            lua_pushvalue(thread, 3)
            try pushCapture(matcher, 0, whole: match)
            try callScript(argumentCount: 2)
        default:
            try appendTemplate(matcher, match, room: room, to: &output)
            return true
        }
        defer { lua_settop(thread, -2) }
        if lua_toboolean(thread, -1) == 0 {
            try Self.append(UnsafeBufferPointer(rebasing: matcher.subject[match]), to: &output, room: room)
            return false
        }
        guard lua_type(thread, -1) == LUA_TSTRING || lua_type(thread, -1) == LUA_TNUMBER else {
            throw .pattern(.malformed("invalid replacement value (a \(typeName(at: -1)))"))
        }
        try Self.append(bytes(at: -1), to: &output, room: room)
        return true
    }

    /// Appends `bytes` unless the output would pass `room`. Checked at each piece rather than after each match:
    /// one match's `%0` repeated is a multiple of the whole subject, so `string.rep('x', 1 << 20):gsub('.+',
    /// string.rep('%0', 300))` held 300 MB (555 MB resident) outside the 64 MiB cap before it was refused.
    private static func append(
        _ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], room: Int
    ) throws(PatternCallFailure) {
        guard output.count + bytes.count <= room else { throw .memory }
        output.append(contentsOf: bytes)
    }

    /// Charges the bytes one replacement appended, as C charges the strings it builds (`FE_BYTES_PER_UNIT`), and
    /// stops once the budget is spent, the time is up or the run was cancelled: 65,536 matches of `%0` repeated
    /// 100 times (6.5 MB) ran 16.8 s past a 5 s time limit (debug build) without a charge or a clock reading.
    private func chargeReplacement(_ bytes: Int) throws(PatternCallFailure) {
        if fe_spend(control, Double(bytes) / FE_BYTES_PER_UNIT) != FE_RUNNING { throw .pattern(.stopped) }
    }

    /// Expands `%0`–`%9` and `%%` of a replacement string.
    private func appendTemplate(
        _ matcher: PatternMatcher, _ match: Range<Int>, room: Int, to output: inout [UInt8]
    ) throws(PatternCallFailure) {
        let template = bytes(at: 3)
        var index = 0
        while index < template.count {
            // The text up to the next `%` is copied in one piece.
            var percent = index
            while percent < template.count && template[percent] != UInt8(ascii: "%") { percent += 1 }
            if percent > index {
                try Self.append(UnsafeBufferPointer(rebasing: template[index..<percent]), to: &output, room: room)
                index = percent
                continue
            }
            index += 1
            let next: UInt8 = index < template.count ? template[index] : 0
            index += 1
            switch next {
            case UInt8(ascii: "%"):
                try Self.append(UnsafeBufferPointer(rebasing: template[index - 1..<index]), to: &output, room: room)
            case UInt8(ascii: "0"):
                try Self.append(UnsafeBufferPointer(rebasing: matcher.subject[match]), to: &output, room: room)
            case UInt8(ascii: "1")...UInt8(ascii: "9"):
                switch try patternStep({ () throws(PatternFailure) in
                    try matcher.capture(Int(next - UInt8(ascii: "1")), whole: match)
                }) {
                case .bytes(let range):
                    try Self.append(UnsafeBufferPointer(rebasing: matcher.subject[range]), to: &output, room: room)
                case .position(let position):
                    let digits = Array(String(position).utf8)
                    try digits.withUnsafeBufferPointer { (digits) throws(PatternCallFailure) in
                        try Self.append(digits, to: &output, room: room)
                    }
                }
            default:
                throw .pattern(.malformed("invalid use of '%' in replacement string"))
            }
        }
    }

    /// Calls the script's replacement under the cap; its error is re-raised past this frame by C.
    private func callScript(argumentCount: Int32) throws(PatternCallFailure) {
        control.pointee.host = 0
        let status = fe_pcall(thread, argumentCount, 1, 0)
        control.pointee.host = 1
        if status != LUA_OK { throw .rethrow }
    }

    // MARK: - Captures

    private func pushCaptures(_ matcher: PatternMatcher, whole: Range<Int>?) throws(PatternCallFailure) -> Int32 {
        let count = matcher.captures.isEmpty && whole != nil ? 1 : matcher.captures.count
        guard lua_checkstack(thread, Int32(count) + 2) != 0 else { throw .pattern(.malformed("too many captures")) }
        for index in 0..<count { try pushCapture(matcher, index, whole: whole) }
        return Int32(count)
    }

    private func pushCapture(_ matcher: PatternMatcher, _ index: Int, whole: Range<Int>?) throws(PatternCallFailure) {
        switch try patternStep({ () throws(PatternFailure) in try matcher.capture(index, whole: whole) }) {
        case .bytes(let range):
            let base = matcher.subject.baseAddress.map { UnsafeRawPointer($0 + range.lowerBound) }
            _ = lua_pushlstring(thread, base?.assumingMemoryBound(to: CChar.self), range.count)
        case .position(let position):
            lua_pushinteger(thread, lua_Integer(position))
        }
    }

    // MARK: - Plumbing

    /// Runs a matcher with the steps left in the budget and charges what it used.
    private func withMatcher<Result>(
        _ subject: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>,
        _ body: (inout PatternMatcher) throws(PatternCallFailure) -> Result
    ) throws(PatternCallFailure) -> Result {
        let available = Int(max(0, control.pointee.remaining))
        let control = self.control
        // Between slices the time limit and a cancellation are checked as the count hook checks them.
        var matcher = PatternMatcher(subject: subject, pattern: pattern, steps: available) {
            control.pointee.stopped = fe_stop_reason(control)
            return control.pointee.stopped == FE_RUNNING
        }
        defer { control.pointee.remaining -= Int64(available - matcher.stepsLeft) }
        return try body(&matcher)
    }

    private func patternStep<Value>(_ body: () throws(PatternFailure) -> Value) throws(PatternCallFailure) -> Value {
        do {
            return try body()
        } catch {
            throw .pattern(error)
        }
    }

    /// Runs one pattern function, turning its failure into a trampoline verdict.
    private func patternCall(_ name: String, _ body: () throws(PatternCallFailure) -> Int32) -> Int32 {
        do {
            return try body()
        } catch {
            switch error {
            case .argument(let position, let message):
                pushString("bad argument #\(position) to '\(name)' (\(message))")
            case .pattern(.malformed(let message)):
                pushString(message)
            case .pattern(.budget):
                control.pointee.remaining = 0
                control.pointee.stopped = Int32(FE_STOP_BUDGET)
                fe_push_budget_message(thread, control)
            case .pattern(.stopped):
                // `stopped` holds the reason the checkpoint found (time or cancellation).
                fe_push_stop_message(thread, control)
            case .memory:
                pushString(limits.resultTooLargeMessage(name, overBy: nil, inUse: memoryInUse))
                return Int32(FE_RAISE_MEMORY)
            case .rethrow:
                return Int32(FE_RETHROW)
            }
            return Int32(FE_RAISE)
        }
    }

    /// Positions a plain search scans between two charges: small enough that the slices of the budget, and so
    /// the time limit, are checked as often as in a pattern match.
    private static let plainScanBlock = 4096

    /// Plain-text search (`find` with `plain` or without special characters), charging the positions it scans (as
    /// C charges plain scanning, `FE_BYTES_PER_UNIT`) once each block is scanned, up to the match in the block that
    /// holds it, and the bytes compared after a first byte matched. Positions whose first byte differs cost a step
    /// too: charging only candidates let `while true do s:find("b", 1, true) end` over a long `s` of `a`s run with
    /// no budget spent. Charging a whole block ahead made a tokenizer's every call pay for 4,096 positions.
    private func plainFind(
        _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int
    )
        throws(PatternCallFailure) -> Int?
    {
        guard !needle.isEmpty else { return start }
        guard needle.count <= haystack.count - start else { return nil }
        let end = haystack.count - needle.count + 1
        return try withMatcher(haystack, needle) { (matcher) throws(PatternCallFailure) -> Int? in
            for block in stride(from: start, to: end, by: Self.plainScanBlock) {
                let positions = block..<min(block + Self.plainScanBlock, end)
                var found: Int?
                for position in positions where haystack[position] == needle[0] {
                    var offset = 1
                    while offset < needle.count, haystack[position + offset] == needle[offset] { offset += 1 }
                    try patternStep { () throws(PatternFailure) in try matcher.spend(offset) }
                    if offset == needle.count {
                        found = position
                        break
                    }
                }
                let scanned = (found.map { $0 + 1 } ?? positions.upperBound) - block
                try patternStep { () throws(PatternFailure) in try matcher.spend(scanned / 4 + 1) }
                if let found { return found }
            }
            return nil
        }
    }

    private func stringArgument(_ index: Int32) throws(PatternCallFailure) -> UnsafeBufferPointer<UInt8> {
        let kind = lua_type(thread, index)
        guard kind == LUA_TSTRING || kind == LUA_TNUMBER else {
            throw .argument(index, "string expected, got \(typeName(at: index))")
        }
        return bytes(at: index)
    }

    private func integerArgument(_ index: Int32, default value: Int64) throws(PatternCallFailure) -> Int64 {
        if fe_isnoneornil(thread, index) != 0 { return value }
        var isInteger: Int32 = 0
        let integer = lua_tointegerx(thread, index, &isInteger)
        if isInteger != 0 { return Int64(integer) }
        if lua_type(thread, index) == LUA_TNUMBER { throw .argument(index, "number has no integer representation") }
        throw .argument(index, "number expected, got \(typeName(at: index))")
    }

    private func bytes(at index: Int32) -> UnsafeBufferPointer<UInt8> {
        var length = 0
        let pointer = lua_tolstring(thread, index, &length)
        return UnsafeBufferPointer(start: UnsafeRawPointer(pointer)?.assumingMemoryBound(to: UInt8.self), count: length)
    }

    private func typeName(at index: Int32) -> String {
        String(cString: lua_typename(thread, lua_type(thread, index)))
    }

    /// Lua's `posrelatI(init) - 1`: a 0-based start from a 1-based, possibly negative, position.
    private static func startOffset(_ position: Int64, length: Int) -> Int {
        let length = Int64(length)
        if position > 0 { return Int(min(position - 1, length + 1)) }
        if position == 0 || position < -length { return 0 }
        return Int(length + position)
    }

    /// The pattern without a leading `^`, and whether it had one.
    private static func anchor(_ pattern: UnsafeBufferPointer<UInt8>) -> (UnsafeBufferPointer<UInt8>, Bool) {
        guard let first = pattern.first, first == UInt8(ascii: "^") else { return (pattern, false) }
        return (UnsafeBufferPointer(rebasing: pattern[1...]), true)
    }
}

extension LuaState {
    /// Sets the global `name` to a table of Lua's own `find`, `match`, `gmatch` and `gsub`, so tests can compare
    /// the budgeted versions with them.
    func exposeOriginalPatternFunctions(as name: String) {
        fe_pushglobaltable(thread)
        pushString(name)
        _ = lua_getfield(thread, fe_registryindex(), originalPatternFunctionsKey)
        lua_rawset(thread, -3)
        lua_settop(thread, -2)
    }
}

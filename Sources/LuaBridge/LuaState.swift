internal import CLua
import Synchronization

/// One sandboxed Lua 5.4 state: its own globals, instruction budget and memory cap.
///
/// A state is created with the sandbox of the feed contract already in place (see `LuaState+Sandbox.swift`),
/// loads text chunks, calls functions under protection, and converts values between Lua and `LuaValue`.
///
/// Threading: a state is not thread-safe. It may be used from any thread, but from one thread at a time; the
/// closures given to it (log, module source, callbacks) are called on that thread, during the call that runs the
/// script. This is the invariant behind `@unchecked Sendable`: the host hands each state to one task at a time
/// (one state per script), so states run in parallel while none is ever shared.
package final class LuaState: @unchecked Sendable {
    /// The script this state belongs to (`banners.lua`); prefixes `print` lines and seeds `math.random`.
    package let name: String
    /// The limits the state enforces.
    package let limits: LuaLimits
    /// Distinguishes this state's function references from those of every other state in the process.
    package let identifier: UInt64

    /// The thread the bridge currently works on: the main thread, or a coroutine while it calls a callback.
    var thread: OpaquePointer
    let mainThread: OpaquePointer
    let control: UnsafeMutablePointer<fe_control>
    var callbacks: [Callback] = []
    /// How many host entries are running (more than one when a callback calls back into Lua).
    var entryDepth = 0
    /// When the read of an entry's result began (`readResult`), the clock `ValueReader.pace()` stops it by; nil
    /// when no such read runs.
    var readStart: Int64?
    /// Whether the run's clock is running across entries (`withHeldClock`), which then leave it alone.
    var clockHeld = false
    let log: (String) -> Void
    let moduleSource: (String) throws(ModuleUnreadable) -> String?
    let moduleSuggestion: (String) -> String?
    /// The modules `require` was asked for (`requiredModules`), and the same as a set.
    var modulesInOrder: [String] = []
    var modulesNoted: Set<String> = []
    /// How many of them were not found (`missingModuleLimit`).
    var missingModulesNoted = 0
    /// The `require`s loading now, outermost first (`RequireChain`).
    var requireChain = RequireChain()
    /// How many `moduleSuggestion`s this run asked for (`moduleSuggestionLimit`).
    var moduleSuggestionsMade = 0
    /// The callback behind every `string.gmatch` iterator.
    var gmatchStep = -1
    /// The read that `LuaCursor`s may be used in now (0: none); each `call(_:_:reading:)` takes a new number.
    var cursorSession = 0
    var cursorSessionsStarted = 0
    /// Bytes `print` has logged in this run, and whether it has started dropping lines.
    var loggedBytes = 0
    var droppingLog = false
    /// `print` lines and bytes (with their line ends) dropped in this run.
    var droppedPrint = (lines: 0, bytes: 0)
    /// The feed's shared memory account, if the state has one.
    package let account: MemoryAccount?
    /// Bytes of converted values charged to `account` and held until the state is released.
    var heldConversionBytes = 0
    /// Strings decoded by the current read; a new read or any call into Lua makes them stale.
    let decodedStrings = DecodedStrings()
    /// Where conversions read flat tables in one C pass.
    let flatTables = FlatTableBuffer()

    private static let nextIdentifier = Atomic<UInt64>(1)

    /// Creates a sandboxed state.
    ///
    /// - Parameters:
    ///   - name: the script's name as messages show it (`banners.lua`).
    ///   - limits: the instruction budget, memory cap and conversion limits.
    ///   - account: the memory the states of one feed share; the state's allocations and the values converted
    ///     out of it are charged to it (nil: only `limits.memoryLimit` applies).
    ///   - allowsCoroutines: opens the `coroutine` library (not part of the feed contract; off by default).
    ///   - log: receives each `print` line, prefixed with `name` and `": "`.
    ///   - moduleSource: returns the source of a module for `require` (`"a.b"` is the file `lib/a/b.lua`), or
    ///     nil when it does not exist, `ModuleUnreadable` when it exists but cannot be read. Names are validated
    ///     before it is asked.
    ///   - moduleSuggestion: names an existing module close to a missing one (`"recipes"` for `"recipe"`), for
    ///     the "did you mean" of the not-found error; nil when none is close.
    /// - Throws: `LuaError` of kind `memoryLimit` if the state cannot even be created.
    package init(
        name: String, limits: LuaLimits = LuaLimits(), account: MemoryAccount? = nil, allowsCoroutines: Bool = false,
        log: @escaping (String) -> Void = { _ in },
        moduleSource: @escaping (String) throws(ModuleUnreadable) -> String? = { _ in nil },
        moduleSuggestion: @escaping (String) -> String? = { _ in nil }
    ) throws(LuaError) {
        self.name = name
        self.limits = limits
        self.account = account
        self.log = log
        self.moduleSource = moduleSource
        self.moduleSuggestion = moduleSuggestion
        self.identifier = Self.nextIdentifier.wrappingAdd(1, ordering: .relaxed).oldValue
        let control = UnsafeMutablePointer<fe_control>.allocate(capacity: 1)
        control.initialize(to: fe_control())
        control.pointee.limit = max(0, limits.memoryLimit)
        control.pointee.host = 1
        control.pointee.account = account?.pointer
        control.pointee.step = Int32(clamping: max(1, min(limits.hookInterval, limits.instructionBudget)))
        control.pointee.budget = Int64(limits.instructionBudget)
        control.pointee.remaining = Int64(limits.instructionBudget)
        control.pointee.dispatch = luaBridgeDispatch
        control.pointee.time_limit = Self.nanoseconds(milliseconds: limits.timeLimit)
        control.pointee.cancel_all = UnsafePointer(LuaCancellation.everything.flag)
        guard let state = fe_newstate(control) else {
            account?.give(control.pointee.reserved)
            control.deallocate()
            throw LuaError(kind: .memoryLimit, chunkName: name, line: nil, message: "cannot create a Lua state")
        }
        self.control = control
        self.mainThread = state
        self.thread = state
        control.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        try installSandbox(allowsCoroutines: allowsCoroutines)
        fe_account_settle(control)
    }

    /// `milliseconds` (0 or less: none) in nanoseconds, the largest count for a limit too large to count in them:
    /// an embedder's `timeLimit: .max` meant no limit and trapped on the overflow.
    static func nanoseconds(milliseconds: Int) -> Int64 {
        let (product, overflow) = Int64(max(0, milliseconds)).multipliedReportingOverflow(by: 1_000_000)
        return overflow ? .max : product
    }

    deinit {
        control.pointee.host = 1
        lua_close(mainThread)
        // What the state reserved and the values it produced go back to the feed.
        account?.give(control.pointee.reserved + heldConversionBytes)
        control.deallocate()
    }

    /// Bytes the state holds now (Lua's own objects and this state's share of the bridge).
    package var memoryInUse: Int { control.pointee.used }

    /// Modules `require` has loaded in this state, or looked for and not found or not read (a
    /// `pcall(require, "x")` whose file comes later), in the order they were first required; at most
    /// `requiredModuleLimit`, of which at most `missingModuleLimit` not found.
    package var requiredModules: [String] { modulesInOrder }
    /// The most modules `requiredModules` lists.
    package static let requiredModuleLimit = 4_096
    /// The most names not found that it lists: a script can ask for any number of names that do not exist, each
    /// kept by the host (200 scripts asking for 5,000 names of ~195 bytes: 340 MB kept at 4,096, 45 MB at 64).
    package static let missingModuleLimit = 64
    /// Suggestions for missing modules a run makes. Each lists `lib/` (up to 10,000 folders: host work that no
    /// instruction pays for), so a loop of missing `require`s ran past the time limit between two hook ticks.
    package static let moduleSuggestionLimit = 16

    /// The cancellation of the run this state belongs to: once it is cancelled, the script stops at its next
    /// hook tick or charge with an error of kind `cancelled`, and once its deadline has passed, with one of kind
    /// `feedTimeLimit`. Keep the cancellation alive while it is set.
    package var cancellation: LuaCancellation? {
        didSet {
            control.pointee.cancel_run = cancellation.map { UnsafePointer($0.flag) }
            control.pointee.deadline = cancellation?.deadline ?? 0
            control.pointee.deadline_ms = Int64(cancellation?.feedTimeLimit ?? 0)
        }
    }

    /// Starts a new run for the time limit and the log cap: earlier entries' running time and output no longer
    /// count.
    package func startRun() {
        control.pointee.time_spent = 0
        loggedBytes = 0
        droppingLog = false
        droppedPrint = (0, 0)
        moduleSuggestionsMade = 0
    }

    /// Charges work a host callback did for the script (converting or decoding `units` values or bytes) to the
    /// instruction budget, as the C wrappers charge theirs (`fe_spend`, which also reads the clock: 40
    /// `json.decode` calls of a 2.6 MB text ran 9 s past a 1 s `--script-timeout` when only the budget was
    /// charged). Once the budget is spent, the time is up or the run was cancelled, the callback's caller stops
    /// with that error when it returns.
    package func charge(_ units: Int) {
        _ = fe_spend(control, Double(units))
    }

    /// Collects until memory stops shrinking: after a run, what the script left behind (and the string table and
    /// stack it grew) goes back, which one collection does only by halves.
    package func releaseGarbage() {
        releaseLeftovers()
    }

    /// Runs a full garbage collection.
    package func collectGarbage() {
        fe_gc_collect(thread)
    }

    /// Compiles a text chunk without running it.
    ///
    /// - Parameters:
    ///   - source: Lua source text; binary chunks are refused.
    ///   - chunkName: the name messages show (`banners.lua`).
    /// - Returns: a reference to the compiled chunk, callable with `call`.
    /// - Throws: `LuaError` of kind `syntax` (with the line) or `memoryLimit`.
    package func load(_ source: String, chunkName: String) throws(LuaError) -> LuaFunctionReference {
        try compile(source, chunkName: chunkName)
        return makeReference(at: -1, pop: true)
    }

    /// Compiles and runs a text chunk, returning its first result converted to Swift.
    ///
    /// - Throws: `LuaError` for syntax errors, runtime errors, spent budgets, the memory cap, and results that
    ///   cannot be converted.
    package func run(_ source: String, chunkName: String) throws(LuaError) -> LuaValue {
        let base = lua_gettop(thread)
        try compile(source, chunkName: chunkName)
        try protectedCall(argumentCount: 0, resultCount: 1, chunkName: chunkName)
        defer { lua_settop(thread, base) }
        return try value(at: -1)
    }

    /// Calls a Lua function with arguments and returns its first result (nil when it returns nothing).
    ///
    /// - Throws: `LuaError`; of kind `conversion` when the reference belongs to another state or was released.
    package func call(_ function: LuaFunctionReference, _ arguments: [LuaValue] = []) throws(LuaError) -> LuaValue {
        let results = try callReturningAll(function, arguments, resultCount: 1)
        return results.first ?? .nil
    }

    /// Calls a Lua function with arguments and returns all its results.
    package func callMultiple(_ function: LuaFunctionReference, _ arguments: [LuaValue] = []) throws(LuaError)
        -> [LuaValue]
    {
        try callReturningAll(function, arguments, resultCount: LUA_MULTRET)
    }

    private func callReturningAll(_ function: LuaFunctionReference, _ arguments: [LuaValue], resultCount: Int32)
        throws(LuaError) -> [LuaValue]
    {
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        try invoke(function, arguments, resultCount: resultCount, above: base)
        let top = lua_gettop(thread)
        guard top > base else { return [] }
        var results: [LuaValue] = []
        results.reserveCapacity(Int(top - base))
        for index in (base + 1)...top { results.append(try value(at: index)) }
        return results
    }

    /// Pushes `function` and `arguments` above stack slot `base` and calls it protected, leaving its results
    /// from `base + 1` on; the caller restores the stack.
    func invoke(
        _ function: LuaFunctionReference, _ arguments: [LuaValue], resultCount: Int32, above base: Int32
    ) throws(LuaError) {
        try pushFunction(function)
        guard lua_checkstack(thread, Int32(clamping: arguments.count + 1)) != 0 else {
            throw LuaError(kind: .conversion, chunkName: name, line: nil, message: "too many arguments")
        }
        for argument in arguments { try push(argument) }
        try protectedCall(
            argumentCount: Int32(arguments.count), resultCount: resultCount, chunkName: functionSource(at: base + 1))
    }

    func compile(_ source: String, chunkName: String) throws(LuaError) {
        let status = loadText(source, name: "@" + chunkName)
        guard status == LUA_OK else {
            let error = makeError(status: status, chunkName: chunkName)
            lua_settop(thread, -2)
            throw error
        }
    }

    /// The short source of the function at `index`, for errors that carry no position.
    func functionSource(at index: Int32) -> String? {
        var debug = lua_Debug()
        lua_pushvalue(thread, index)
        guard lua_getinfo(thread, ">S", &debug) != 0 else { return nil }
        return Self.shortSource(of: &debug)
    }

    static func shortSource(of debug: inout lua_Debug) -> String {
        withUnsafeBytes(of: &debug.short_src) { bytes in
            let length = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<length], as: UTF8.self)
        }
    }
}

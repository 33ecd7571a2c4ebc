#ifndef FEEDENGINE_CLUA_SHIM_H
#define FEEDENGINE_CLUA_SHIM_H

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "compilecost.h"

// Lua's API is partly macros, which Swift cannot import; these are static inline stand-ins.
// The error trampoline lives here too: Swift callbacks never raise, they return a sentinel and C raises,
// so no longjmp ever crosses a Swift frame. Everything else that must raise a Lua error (the budget hook,
// the message handler, the sandbox's checked replacements) is C for the same reason.

// MARK: - Macro stand-ins

static inline int fe_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int fe_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void fe_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void fe_newtable(lua_State *L) { lua_newtable(L); }
static inline void fe_insert(lua_State *L, int idx) { lua_insert(L, idx); }
static inline void fe_remove(lua_State *L, int idx) { lua_remove(L, idx); }
static inline void fe_replace(lua_State *L, int idx) { lua_replace(L, idx); }
static inline int fe_isnoneornil(lua_State *L, int idx) { return lua_isnoneornil(L, idx); }
static inline const char *fe_tostring(lua_State *L, int idx) { return lua_tostring(L, idx); }
static inline int fe_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    return lua_pcall(L, nargs, nresults, msgh);
}
static inline void fe_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }
static inline void fe_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }
static inline void fe_gc_collect(lua_State *L) { lua_gc(L, LUA_GCCOLLECT); }
static inline int fe_gc_count(lua_State *L) { return lua_gc(L, LUA_GCCOUNT); }
/// `t[k]` with metamethods, for running under `lua_pcall` (stack: t, k).
static inline int fe_gettable(lua_State *L) {
    lua_gettable(L, 1);
    return 1;
}
/// Compiles `text` as a text chunk (never bytecode), refusing first one whose compiling would outrun every limit
/// (`fe_check_compile_cost`): scripts, modules and `load` all come here.
static inline int fe_loadtext(lua_State *L, const char *text, size_t length, const char *name) {
    int status = fe_check_compile_cost(L, text, length, name);
    return status != LUA_OK ? status : luaL_loadbufferx(L, text, length, name, "t");
}

/// Bytes `lua_dump` wrote, in a buffer of the C heap that the caller frees.
typedef struct fe_dump_buffer {
    char *bytes;
    size_t count;
    size_t capacity;
} fe_dump_buffer;

static inline int fe_dump_writer(lua_State *L, const void *chunk, size_t size, void *ud) {
    (void)L;
    fe_dump_buffer *buffer = (fe_dump_buffer *)ud;
    if (buffer->count + size > buffer->capacity) {
        size_t capacity = (buffer->count + size) * 2;
        char *grown = (char *)realloc(buffer->bytes, capacity);
        if (!grown) return 1;
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, chunk, size);
    buffer->count += size;
    return 0;
}

/// Dumps the function on top of the stack (left there) with its debug information, so messages keep their
/// chunk name and lines. 0 on success.
static inline int fe_dump(lua_State *L, fe_dump_buffer *buffer) { return lua_dump(L, fe_dump_writer, buffer, 0); }

/// Loads bytecode the host dumped itself (`fe_dump`) from its own chunk: never bytes a script supplied, which
/// `load` keeps refusing.
static inline int fe_loadbinary(lua_State *L, const char *bytes, size_t length, const char *name) {
    return luaL_loadbufferx(L, bytes, length, name, "b");
}

// MARK: - Per-state control block

/// Trampoline verdicts returned by Swift callbacks instead of raising.
enum {
    FE_RAISE = -1,          ///< message on top; prefix the caller's position and raise
    FE_RETHROW = -2,        ///< error object on top; raise it unchanged
    FE_RAISE_SANDBOX = -3,  ///< like FE_RAISE, and remember the message as a sandbox refusal
    FE_RAISE_MEMORY = -4,   ///< like FE_RAISE, and remember the message as a memory-cap refusal
};

typedef int (*fe_dispatch_fn)(lua_State *L, void *owner, lua_Integer index);

/// Shared by the allocator, the count hook and the trampoline; owned by the Swift `LuaState`.
/// The memory every state of one feed shares (`--memory-limit`): states reserve their allocations from it in
/// chunks, and the host charges the values it converts. Updated atomically, since states run in parallel.
typedef struct fe_account {
    long long used;         ///< bytes reserved by states and charged for converted values
    long long limit;        ///< the limit (0: none)
} fe_account;

/// Bytes a state reserves from its account at a time, so most allocations touch no shared counter: a quarter of
/// what it uses, from 16 KiB to 256 KiB. A fixed 256 KiB charged a 47 KiB state five times its size, so 1,016
/// trivial scripts filled the default 256 MiB limit.
#define FE_ACCOUNT_CHUNK (256 << 10)
#define FE_ACCOUNT_MIN_CHUNK (16 << 10)

static inline size_t fe_account_slack(size_t used) {
    size_t quarter = used / 4;
    return quarter < FE_ACCOUNT_MIN_CHUNK ? FE_ACCOUNT_MIN_CHUNK
        : quarter > FE_ACCOUNT_CHUNK ? FE_ACCOUNT_CHUNK : quarter;
}

/// Takes `bytes` from the account unless that passes its limit (`force`: even then). Whether it took them.
static inline int fe_account_take(fe_account *a, long long bytes, int force) {
    long long limit = __atomic_load_n(&a->limit, __ATOMIC_RELAXED);
    long long now = __atomic_add_fetch(&a->used, bytes, __ATOMIC_RELAXED);
    if (force || limit <= 0 || now <= limit) return 1;
    __atomic_sub_fetch(&a->used, bytes, __ATOMIC_RELAXED);
    return 0;
}

static inline void fe_account_give(fe_account *a, long long bytes) {
    __atomic_sub_fetch(&a->used, bytes, __ATOMIC_RELAXED);
}

static inline long long fe_account_used(fe_account *a) { return __atomic_load_n(&a->used, __ATOMIC_RELAXED); }

static inline void fe_account_set_limit(fe_account *a, long long limit) {
    __atomic_store_n(&a->limit, limit, __ATOMIC_RELAXED);
}

typedef struct fe_control {
    size_t used;            ///< bytes currently allocated by this state
    fe_account *account;    ///< the feed's shared account (may be NULL)
    size_t reserved;        ///< bytes this state holds reserved from `account` (at least `used`)
    int account_refused;    ///< the account refused a block since the last arm
    size_t limit;           ///< the memory cap, enforced only while the script runs
    int host;               ///< nonzero while the host runs: the cap is lifted so host pushes never fail
    int stopped;            ///< why the entry must stop (`FE_STOP_*`); sticky: the hook raises on every tick
                            ///< until the host re-arms it
    int memory_refused;     ///< the allocator refused a block since the last arm
    lua_State *main;        ///< the main thread, whose position a refused allocation records
    int step;               ///< instructions between two hook ticks
    long long budget;       ///< instructions per top-level entry
    long long remaining;    ///< instructions left in this entry
    int last_line;          ///< line of the innermost Lua function at the first refused allocation
    char last_source[LUA_IDSIZE];
    const void *sandbox_error;  ///< identity of the last sandbox refusal message
    const void *memory_error;   ///< identity of the last checked-allocation refusal message
    fe_dispatch_fn dispatch;
    void *owner;
    long long time_limit;   ///< nanoseconds of running time per run of the script (0: none)
    long long time_spent;   ///< nanoseconds spent in earlier entries of this run
    long long entry_start;  ///< monotonic nanoseconds when the current top-level entry began
    const int *cancel_run;  ///< nonzero: the host cancelled the run this state belongs to (may be NULL)
    const int *cancel_all;  ///< nonzero: the process is stopping (may be NULL)
    long long deadline;     ///< monotonic nanoseconds when the feed's time runs out for every script of the run
                            ///< (0: none); set with `cancel_run`, as both belong to the run
    long long deadline_ms;  ///< the feed's time limit the deadline was set from, in milliseconds, for the message
    unsigned charges;       ///< charges since the last clock reading
    int stop_line;          ///< line of the innermost Lua function where the entry's stop was first raised (0: none)
    char stop_source[LUA_IDSIZE];
} fe_control;

/// Why a script was stopped, in `fe_control.stopped`.
enum {
    FE_RUNNING = 0,
    FE_STOP_BUDGET = 1,     ///< the instruction budget is spent
    FE_STOP_TIME = 2,       ///< the running-time limit has passed
    FE_STOP_CANCEL = 3,     ///< the host cancelled the run
    FE_STOP_FEED_TIME = 4,  ///< the feed's time limit has passed (`deadline`)
};

static inline fe_control *fe_control_of(lua_State *L) { return *(fe_control **)lua_getextraspace(L); }

/// Writes `count` with thousands separators: `100,000`.
static inline void fe_format_count(char *out, size_t size, long long count) {
    char digits[32];
    unsigned long long magnitude = count < 0 ? (unsigned long long)(-(count + 1)) + 1 : (unsigned long long)count;
    int length = snprintf(digits, sizeof digits, "%llu", magnitude);
    size_t at = 0;
    if (count < 0 && at + 1 < size) out[at++] = '-';
    for (int i = 0; i < length && at + 1 < size; i++) {
        if (i > 0 && (length - i) % 3 == 0 && at + 2 < size) out[at++] = ',';
        out[at++] = digits[i];
    }
    out[at] = 0;
}

/// The budget's message, the same wherever the budget runs out (the bridge's Swift side words it alike).
static inline void fe_push_budget_message(lua_State *L, fe_control *c) {
    char budget[40];
    fe_format_count(budget, sizeof budget, c->budget);
    lua_pushfstring(L, "instruction budget exceeded: the script ran %s instructions without finishing", budget);
}

static inline long long fe_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

/// `ms` as the time messages word it, `5 s` when whole seconds, else `200 ms`, written into `out` (32 bytes).
static inline const char *fe_duration(long long ms, char *out) {
    if (ms % 1000 == 0) {
        snprintf(out, 32, "%lld s", ms / 1000);
    } else {
        snprintf(out, 32, "%lld ms", ms);
    }
    return out;
}

/// The message of the reason in `c->stopped`.
static inline void fe_push_stop_message(lua_State *L, fe_control *c) {
    if (c->stopped == FE_STOP_TIME) {
        lua_pushfstring(L, "time limit exceeded: the script ran for %s without finishing",
                        fe_duration(c->time_limit / 1000000, (char[32]){0}));
    } else if (c->stopped == FE_STOP_CANCEL) {
        lua_pushliteral(L, "cancelled: the host stopped this run before it finished");
    } else if (c->stopped == FE_STOP_FEED_TIME) {
        lua_pushfstring(L, "feed time limit exceeded: the feed's scripts ran for %s and this one had not finished",
                        fe_duration(c->deadline_ms, (char[32]){0}));
    } else {
        fe_push_budget_message(L, c);
    }
}

/// Why work timed from `since`, after `spent` nanoseconds already counted against the time limit, must stop for
/// anything but the budget (a cancellation, the time limit, the feed's deadline), or `FE_RUNNING`. Reads the clock.
static inline int fe_time_reason(const fe_control *c, long long since, long long spent) {
    if ((c->cancel_run && __atomic_load_n(c->cancel_run, __ATOMIC_RELAXED)) ||
        (c->cancel_all && __atomic_load_n(c->cancel_all, __ATOMIC_RELAXED)))
        return FE_STOP_CANCEL;
    if (c->time_limit <= 0 && c->deadline <= 0) return FE_RUNNING;
    long long now = fe_now();
    if (c->time_limit > 0 && spent + (now - since) > c->time_limit) return FE_STOP_TIME;
    if (c->deadline > 0 && now > c->deadline) return FE_STOP_FEED_TIME;
    return FE_RUNNING;
}

/// Why the current entry must stop now, or `FE_RUNNING`. Reads the clock, so callers throttle it.
static inline int fe_stop_reason(fe_control *c) {
    if (c->remaining <= 0) return FE_STOP_BUDGET;
    return fe_time_reason(c, c->entry_start, c->time_spent);
}

/// The innermost frame from `level` to `last` that is at a line (C functions and code without line information
/// are passed over) and whose short source is not `skip` (NULL: any), its source and line in `ar`; 0 when there
/// is none. Every walk of the call records for a line goes through here: a memory error's position, an error's
/// position prefix, and a host chunk's caller.
static inline int fe_frame_at_line(lua_State *L, int level, int last, const char *skip, lua_Debug *ar) {
    for (; level <= last && lua_getstack(L, level, ar); level++) {
        if (!lua_getinfo(L, "Sl", ar) || ar->currentline <= 0) continue;
        if (skip != NULL && strcmp(ar->short_src, skip) == 0) continue;
        return 1;
    }
    return 0;
}

static inline void fe_hook(lua_State *L, lua_Debug *ar);

/// Raises the stop message at the position of the innermost Lua function, and makes every later instruction of
/// this thread raise it again, so no pcall, xpcall or coroutine outlives the stop.
static inline int fe_raise_stop(lua_State *L, fe_control *c, lua_Debug *ar) {
    lua_sethook(L, fe_hook, LUA_MASKCOUNT, 1);
    // The main thread too: a coroutine that caught the stop returns to it, whose next instruction must raise.
    if (c->main != NULL && c->main != L) lua_sethook(c->main, fe_hook, LUA_MASKCOUNT, 1);
    // Where the stop was first raised, for the host to report it if a pcall swallows it and the script returns
    // at once (`return pcall(f)` runs no further instruction for the hook to raise at).
    if (c->stop_line == 0) {
        lua_Debug at;
        c->stop_line = -1;
        if (fe_frame_at_line(L, 0, 8, NULL, &at)) {
            c->stop_line = at.currentline;
            memcpy(c->stop_source, at.short_src, LUA_IDSIZE);
        }
    }
    if (ar != NULL && lua_getinfo(L, "Sl", ar) && ar->currentline > 0) {
        lua_pushfstring(L, "%s:%d: ", ar->short_src, ar->currentline);
    } else if (ar != NULL) {
        lua_pushliteral(L, "");
    } else {
        luaL_where(L, 1);
    }
    fe_push_stop_message(L, c);
    lua_concat(L, 2);
    return lua_error(L);
}

/// Pushes the stop's error as the entry would have raised it, at the position it was first raised: for an entry
/// that returned normally though it was stopped (a pcall or coroutine swallowed the stop, and the script returned).
static inline void fe_push_stop_error(lua_State *L, fe_control *c) {
    if (c->stop_line > 0) {
        lua_pushfstring(L, "%s:%d: ", c->stop_source, c->stop_line);
    } else {
        lua_pushliteral(L, "");
    }
    fe_push_stop_message(L, c);
    lua_concat(L, 2);
}

static inline void fe_hook(lua_State *L, lua_Debug *ar) {
    fe_control *c = fe_control_of(L);
    if (!c->stopped) {
        int count = lua_gethookcount(L);
        c->remaining -= count;
        c->stopped = fe_stop_reason(c);
        if (!c->stopped) {
            // Back to the normal pace after the allocator asked for an early tick.
            if (count != c->step) lua_sethook(L, fe_hook, LUA_MASKCOUNT, c->step);
            return;
        }
    }
    fe_raise_stop(L, c, ar);
}

/// Charges `units` instructions' worth of work done in C or Swift to the budget and returns why the entry must
/// stop (`FE_RUNNING` while it may go on), raising nothing. The clock is read on a large charge and every 64th:
/// host work runs few instructions, so the count hook, which reads it otherwise, rarely ticks. `fe_charge` raises
/// at once; a Swift callback's caller raises when it returns (`fe_trampoline`).
static inline int fe_spend(fe_control *c, double units) {
    if (c->stopped) return c->stopped;
    if (units >= (double)c->remaining) {
        c->remaining = 0;
    } else if (units > 0) {
        c->remaining -= (long long)units;
    }
    if (c->remaining <= 0 || units >= 4096 || (++c->charges & 63) == 0) c->stopped = fe_stop_reason(c);
    return c->stopped;
}

/// Bytes of a state's memory whose slots the scans between two clock readings may cover at most (`next`, a
/// conversion's tables): a table emptied after it grew is scanned whole to find its next entry.
#define FE_SCAN_PACE_BYTES (256.0 * (1 << 20))

/// States under this size scan 64 times between two clock readings.
#define FE_SCAN_SMALL_STATE ((size_t)4 << 20)

/// Scans between two clock readings: 64 in a state under 4 MiB, one in a state of 256 MiB or more, so their
/// slots stay within FE_SCAN_PACE_BYTES whatever `--memory-cap` allows.
static inline unsigned fe_scan_interval(const fe_control *c) {
    if (c->used < FE_SCAN_SMALL_STATE) return 64;
    double calls = FE_SCAN_PACE_BYTES / ((double)c->used + 1);
    return calls >= 64 ? 64 : calls <= 1 ? 1 : (unsigned)calls;
}

/// Counts one scan; whether the clock is due (`fe_scan_interval`). A small state's test is a mask, no division:
/// every iteration of a `pairs` loop comes here.
static inline int fe_scan_due(fe_control *c) {
    ++c->charges;
    if (c->used < FE_SCAN_SMALL_STATE) return (c->charges & 63) == 0;
    return c->charges % fe_scan_interval(c) == 0;
}

/// Why the entry must stop, the clock read now unless it is stopped already; `FE_RUNNING` while it may go on.
static inline int fe_check_stop(fe_control *c) {
    if (!c->stopped) c->stopped = fe_stop_reason(c);
    return c->stopped;
}

/// Why reading what an entry returned must stop, the clock read now: a read of its own time limit from `since`
/// (not the run's: a script near its limit is read as before), the feed's deadline or a cancellation. The budget
/// is not looked at: it was the entry's, and each entry gets a fresh one. Sets `stopped` for the stop's message.
static inline int fe_check_read_stop(fe_control *c, long long since) {
    int reason = fe_time_reason(c, since, 0);
    if (reason != FE_RUNNING) c->stopped = reason;
    return reason;
}

/// Charges `units` (`fe_spend`) and raises as the hook would once the budget is spent, the time is up or the
/// run was cancelled. Called before the work where its size is known up front, so a call that could loop for
/// hours is refused without starting.
static inline void fe_charge(lua_State *L, double units) {
    fe_control *c = fe_control_of(L);
    if (fe_spend(c, units)) fe_raise_stop(L, c, NULL);
}

/// Bytes of plain scanning or copying that cost as much as one instruction.
#define FE_BYTES_PER_UNIT 4.0
/// Blocks from this size on are charged by the allocator.
#define FE_CHARGED_BLOCK 4096

/// Records where the innermost Lua function of the main thread stands. A memory error runs no message
/// handler, so this is the only way it can name a line. Safe inside the allocator: a refused allocation is
/// where Lua itself runs an emergency collection, which needs the same consistent stack and call records.
static inline void fe_note_position(lua_State *L, fe_control *c) {
    lua_Debug ar;
    if (!fe_frame_at_line(L, 0, 7, NULL, &ar)) return;
    c->last_line = ar.currentline;
    memcpy(c->last_source, ar.short_src, LUA_IDSIZE);
}

/// Gives back reserved bytes well beyond what the state uses, keeping one chunk for the next allocations.
static inline void fe_account_trim(fe_control *c) {
    if (c->account && c->reserved > c->used + 4 * (size_t)FE_ACCOUNT_CHUNK) {
        size_t keep = c->used + fe_account_slack(c->used);
        fe_account_give(c->account, (long long)(c->reserved - keep));
        c->reserved = keep;
    }
}

/// Gives back what the state reserved beyond its use and one slack. A new state's set-up reserves while it
/// allocates, and the collector frees its garbage at moments no reservation follows, which left it holding a
/// little more than a fresh state needs.
static inline void fe_account_settle(fe_control *c) {
    size_t keep = c->used + fe_account_slack(c->used);
    if (c->account && c->reserved > keep) {
        fe_account_give(c->account, (long long)(c->reserved - keep));
        c->reserved = keep;
    }
}

/// Reserves room for `after` bytes in use from the account; whether it could (the host's pushes always can).
static inline int fe_account_reserve(fe_control *c, size_t after) {
    if (!c->account || after <= c->reserved) return 1;
    size_t want = after - c->reserved + fe_account_slack(after);
    if (!fe_account_take(c->account, (long long)want, c->host)) return 0;
    c->reserved += want;
    return 1;
}

static inline void *fe_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    fe_control *c = (fe_control *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        c->used -= old;
        fe_account_trim(c);
        return NULL;
    }
    int overCap = nsize > old && !c->host && c->used - old + nsize > c->limit;
    int overAccount = !overCap && nsize > old && !fe_account_reserve(c, c->used - old + nsize);
    if (overCap || overAccount) {
        if (!c->memory_refused && c->main) fe_note_position(c->main, c);
        c->memory_refused = 1;
        if (overAccount) c->account_refused = 1;
        return NULL;
    }
    // A new object (most of Lua's requests) goes to malloc itself: through realloc it took a detour there.
    void *block = ptr ? realloc(ptr, nsize) : malloc(nsize);
    if (block) c->used = c->used - old + nsize;
    if (block && nsize < old) fe_account_trim(c);
    // A large block is work one instruction can do without end in a loop (`s .. s` copies megabytes): charge
    // its bytes, and have the hook run at the next instruction to stop the script if that spent the budget.
    if (block && nsize >= old + FE_CHARGED_BLOCK && !c->host && c->main) {
        c->remaining -= (long long)((nsize - old) / FE_BYTES_PER_UNIT);
        lua_sethook(c->main, fe_hook, LUA_MASKCOUNT, 1);
    }
    return block;
}

static inline int fe_panic(lua_State *L) {
    const char *message = lua_tostring(L, -1);
    fprintf(stderr, "LuaBridge: host bug: unprotected Lua error: %s\n", message ? message : "(not a string)");
    abort();
    return 0;
}

/// Creates a state whose allocator enforces `c`'s cap, with the count hook installed at once.
static inline lua_State *fe_newstate(fe_control *c) {
    lua_State *L = lua_newstate(fe_alloc, c);
    if (L == NULL) return NULL;
    *(fe_control **)lua_getextraspace(L) = c;
    c->main = L;
    lua_atpanic(L, fe_panic);
    lua_sethook(L, fe_hook, LUA_MASKCOUNT, c->step);
    return L;
}

/// Starts a top-level entry whose clock is already running (a batch of entries timed as one): a fresh budget,
/// and the main thread's hook back to its pace.
static inline void fe_arm_budget(lua_State *L, fe_control *c) {
    c->stopped = FE_RUNNING;
    c->memory_refused = 0;
    c->account_refused = 0;
    c->remaining = c->budget;
    c->last_line = -1;
    c->last_source[0] = 0;
    c->stop_line = 0;
    c->stop_source[0] = 0;
    lua_sethook(L, fe_hook, LUA_MASKCOUNT, c->step);
}

/// Starts a top-level entry: a fresh budget, the clock started, and the main thread's hook back to its pace.
static inline void fe_arm(lua_State *L, fe_control *c) {
    c->entry_start = fe_now();
    fe_arm_budget(L, c);
}

/// Ends a top-level entry: its running time counts towards the run's time limit.
static inline void fe_disarm(fe_control *c) { c->time_spent += fe_now() - c->entry_start; }

/// Sets or clears a cancellation flag from any thread (and from a signal handler: a lock-free store).
static inline void fe_flag_store(int *flag, int value) { __atomic_store_n(flag, value, __ATOMIC_RELAXED); }
static inline int fe_flag_load(const int *flag) { return __atomic_load_n(flag, __ATOMIC_RELAXED); }

// MARK: - Message handler and trampoline

#define FE_TRACEBACK_KEY "feedengine.traceback"
#define FE_WHERE_KEY "feedengine.where"

/// Message handler of every protected entry: names non-string error objects, records the innermost Lua
/// position (for messages that carry none) and the traceback in the registry.
static inline int fe_msgh(lua_State *L) {
    if (lua_type(L, 1) != LUA_TSTRING && lua_type(L, 1) != LUA_TNUMBER) {
        lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
        lua_replace(L, 1);
    }
    lua_settop(L, 1);
    lua_Debug ar;
    if (fe_frame_at_line(L, 1, 8, NULL, &ar)) {
        lua_pushfstring(L, "%s:%d:", ar.short_src, ar.currentline);
        lua_setfield(L, LUA_REGISTRYINDEX, FE_WHERE_KEY);
    }
    luaL_traceback(L, L, NULL, 1);
    lua_setfield(L, LUA_REGISTRYINDEX, FE_TRACEBACK_KEY);
    return 1;
}

/// The Lua-visible face of every Swift callback (upvalue 1: the callback's index).
static inline int fe_trampoline(lua_State *L) {
    fe_control *c = fe_control_of(L);
    int host = c->host;
    // A stopped script's callback does no work: a coroutine the stop did not pass through runs on until its next
    // hook tick, and must not spend it in host calls.
    if (!host && c->stopped) return fe_raise_stop(L, c, NULL);
    c->host = 1;
    int verdict = c->dispatch(L, c->owner, lua_tointeger(L, lua_upvalueindex(1)));
    c->host = host;
    // The callback charged its work (`LuaState.charge`): stop here rather than at the next hook tick.
    if (!host && c->stopped) return fe_raise_stop(L, c, NULL);
    if (verdict >= 0) return verdict;
    if (verdict != FE_RETHROW) {
        luaL_where(L, 1);
        lua_rotate(L, -2, 1);
        lua_concat(L, 2);
        if (verdict == FE_RAISE_SANDBOX) c->sandbox_error = lua_topointer(L, -1);
        if (verdict == FE_RAISE_MEMORY) c->memory_error = lua_topointer(L, -1);
    }
    return lua_error(L);
}

static inline void fe_pushcallback(lua_State *L, lua_Integer index) {
    lua_pushinteger(L, index);
    lua_pushcclosure(L, fe_trampoline, 1);
}

/// Pushes a callback whose closure also holds the `count` values on top of the stack (upvalues 2...).
static inline void fe_pushcallback_with(lua_State *L, lua_Integer index, int count) {
    lua_pushinteger(L, index);
    lua_insert(L, -count - 1);
    lua_pushcclosure(L, fe_trampoline, count + 1);
}

// MARK: - Sandbox replacements

/// `load` for text chunks only; chunks see the sandbox globals unless an env is given. The mode (argument 3,
/// default "bt") is honoured as Lua's `load` honours it, with Lua's messages: a text chunk under a mode without
/// `t` is refused, so a script that passes "b" to accept only bytecode never runs text. A binary chunk is refused
/// whatever the mode; under one without `b` with Lua's own message, else with one saying the sandbox refuses it.
static inline int fe_load(lua_State *L) {
    size_t length;
    const char *text = lua_tolstring(L, 1, &length);
    if (text == NULL) {
        luaL_pushfail(L);
        lua_pushstring(L, "load: only string chunks are allowed in the sandbox");
        return 2;
    }
    // Whether an env was given, read before the chunk is pushed: with three arguments the chunk lands in slot
    // 4, and `load(text, name, "t")` made the chunk its own `_ENV`.
    int hasEnv = !lua_isnone(L, 4);
    const char *name = luaL_optstring(L, 2, "=(load)");
    const char *mode = luaL_optstring(L, 3, "bt");
    int binary = length > 0 && text[0] == LUA_SIGNATURE[0];
    if (strchr(mode, binary ? 'b' : 't') == NULL || binary) {
        luaL_pushfail(L);
        if (strchr(mode, binary ? 'b' : 't') == NULL) {
            lua_pushfstring(L, "attempt to load a %s chunk (mode is '%s')", binary ? "binary" : "text", mode);
        } else {
            lua_pushstring(L, "attempt to load a binary chunk (the sandbox loads text chunks only)");
        }
        return 2;
    }
    if (fe_loadtext(L, text, length, name) != LUA_OK) {
        luaL_pushfail(L);
        lua_insert(L, -2);
        return 2;
    }
    if (hasEnv) {
        lua_pushvalue(L, 4);
        if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
    }
    return 1;
}

/// Writes `bytes` in human units: `1 byte`, `100 bytes`, `1.5 KiB`, `7.99 MiB`. At most two decimals, rounded
/// down, so an amount just under a cap never reads as the cap itself.
static inline void fe_format_size(char *out, size_t size, double bytes) {
    static const char *const units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    if (bytes < 1024) {
        snprintf(out, size, "%.0f %s", bytes, bytes == 1 ? "byte" : "bytes");
        return;
    }
    int unit = -1;
    while (bytes >= 1024 && unit < 5) {
        bytes /= 1024;
        unit++;
    }
    if (bytes >= 1e12) {
        snprintf(out, size, "%.0f %s", bytes, units[unit]);
        return;
    }
    long long hundredths = (long long)(bytes * 100);
    long long whole = hundredths / 100, fraction = hundredths % 100;
    if (fraction == 0) {
        snprintf(out, size, "%lld %s", whole, units[unit]);
    } else if (fraction % 10 == 0) {
        snprintf(out, size, "%lld.%lld %s", whole, fraction / 10, units[unit]);
    } else {
        snprintf(out, size, "%lld.%02lld %s", whole, fraction, units[unit]);
    }
}

/// `string.rep` that refuses, before allocating, a result the memory cap could not hold (upvalue 1: original).
/// The message gives the result's size, what the state already holds and the cap, so a small result refused
/// near the cap reads as what it is.
static inline int fe_rep(lua_State *L) {
    size_t length, separator;
    luaL_checklstring(L, 1, &length);
    lua_Integer count = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &separator);
    if (count > 0) {
        fe_control *c = fe_control_of(L);
        double total = (double)length * (double)count + (double)separator * (double)(count - 1);
        double room = c->limit > c->used ? (double)(c->limit - c->used) : 0.0;
        if (total > room) {
            char result[32], used[32], limit[32], left[32];
            fe_format_size(result, sizeof result, total);
            fe_format_size(used, sizeof used, (double)c->used);
            fe_format_size(limit, sizeof limit, (double)c->limit);
            fe_format_size(left, sizeof left, room);
            luaL_where(L, 1);
            if (total > (double)c->limit) {
                lua_pushfstring(L, "string.rep: a result of %s is larger than the whole memory cap of %s", result,
                                limit);
            } else {
                lua_pushfstring(L, "string.rep: a result of %s does not fit: %s of the %s memory cap is in use, "
                                "%s left", result, used, limit, left);
            }
            lua_concat(L, 2);
            c->memory_error = lua_topointer(L, -1);
            return lua_error(L);
        }
    }
    // Iterations as well as bytes: `string.rep("", math.maxinteger)` allocates nothing and loops for days.
    // An iteration (a copy of a few bytes) costs about as much as copying 4 bytes more.
    if (count > 0) fe_charge(L, (double)count * (1.0 + (double)length + (double)separator) / FE_BYTES_PER_UNIT);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/// The message handler `xpcall` really installs (upvalue 1: the script's handler). Lua calls a message handler
/// again for an error raised inside it, and an error raised by the count hook arrives with hooks off; so once
/// the script has been stopped its handler never runs again, and the stop travels on unchanged.
static inline int fe_guarded_handler(lua_State *L) {
    if (fe_control_of(L)->stopped) return 1;
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/// `xpcall(f, msgh, ...)` with `msgh` wrapped by `fe_guarded_handler` (upvalue 1: the original `xpcall`).
static inline int fe_xpcall(lua_State *L) {
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, fe_guarded_handler, 1);
    lua_replace(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/// `setmetatable` that refuses `__gc`: finalizers run without hooks, so they would escape the budget.
static inline int fe_setmetatable(lua_State *L) {
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL) {
            luaL_where(L, 1);
            lua_pushliteral(L, "setmetatable: __gc metamethods are not allowed in the sandbox");
            lua_concat(L, 2);
            fe_control_of(L)->sandbox_error = lua_topointer(L, -1);
            return lua_error(L);
        }
        lua_pop(L, 1);
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/// `math.randomseed` whose argument-less form reseeds with the script's own seed (upvalues: original, seed).
static inline int fe_randomseed(lua_State *L) {
    if (lua_gettop(L) == 0) lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/// `print`: formats like the stock one, then hands the line to the host's log callback (upvalue 1).
static inline int fe_print(lua_State *L) {
    int count = lua_gettop(L);
    luaL_Buffer buffer;
    lua_pushvalue(L, lua_upvalueindex(1));
    luaL_buffinit(L, &buffer);
    for (int i = 1; i <= count; i++) {
        if (i > 1) luaL_addchar(&buffer, '\t');
        luaL_tolstring(L, i, NULL);
        luaL_addvalue(&buffer);
    }
    luaL_pushresult(&buffer);
    lua_call(L, 1, 0);
    return 0;
}

#endif

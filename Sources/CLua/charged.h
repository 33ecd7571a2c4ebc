#ifndef FEEDENGINE_CLUA_CHARGED_H
#define FEEDENGINE_CLUA_CHARGED_H

#include "shim.h"

// Library functions whose work grows with their arguments, wrapped so the work is charged to the instruction
// budget (upvalue 1 of every wrapper: the original). Lua's own implementations loop in C, where the count hook
// never runs: `string.rep("", math.maxinteger)` or `table.move({}, 1, math.maxinteger - 1, 2)` would run for
// days inside one instruction, and `utf8.len` of a 24 MiB string costs one instruction however often it runs.
//
// Two kinds of charge: a call whose work could be unbounded (a count of iterations) is charged BEFORE it starts,
// so it is refused without running; a call whose work is bounded by the memory cap (it scans or builds one
// string) may be charged after, from the size of its result. A charge that spends the budget raises the budget
// error at the caller's line, exactly as the count hook does.

/// Calls the original (upvalue 1) with the wrapper's arguments, leaving all its results on the stack.
static inline int fe_call_original(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/// Integer argument `arg`, or `fallback` when it is absent or no integer (the original reports a bad one).
static inline lua_Integer fe_int_arg(lua_State *L, int arg, lua_Integer fallback) {
    int isnum = 0;
    lua_Integer value = lua_tointegerx(L, arg, &isnum);
    return isnum ? value : fallback;
}

/// Length of argument `arg` when it is a string, else 0.
static inline double fe_string_length(lua_State *L, int arg) {
    size_t length = 0;
    if (lua_type(L, arg) == LUA_TSTRING) lua_tolstring(L, arg, &length);
    return (double)length;
}

/// Bytes of string argument 1 between positions `first` and `last` (arguments 2 and 3, with Lua's negative
/// positions counting from the end), at most the whole string.
static inline double fe_range_bytes(lua_State *L, lua_Integer defaultFirst, lua_Integer defaultLast) {
    double length = fe_string_length(L, 1);
    double first = (double)fe_int_arg(L, 2, defaultFirst);
    double last = (double)fe_int_arg(L, 3, defaultLast);
    if (first < 0) first = first < -length ? 1 : length + first + 1;
    if (first == 0) first = 1;
    if (last < 0) last = last < -length ? 0 : length + last + 1;
    if (last > length) last = length;
    return last >= first ? last - first + 1 : 0;
}

/// The length `#t` of table argument 1 (its `__len` may run), or 0 when it is no table.
static inline double fe_table_length(lua_State *L) {
    if (lua_type(L, 1) != LUA_TTABLE) return 0;
    return (double)luaL_len(L, 1);
}

/// Charges the bytes of the string result on top of the stack, if it is one.
static inline int fe_charge_result_bytes(lua_State *L, int results) {
    fe_charge(L, fe_string_length(L, -1) / FE_BYTES_PER_UNIT + 1);
    return results;
}

// MARK: - string

/// `string.upper`, `lower`, `reverse`: one pass over the string.
static inline int fe_string_scan(lua_State *L) {
    fe_charge(L, fe_string_length(L, 1) / FE_BYTES_PER_UNIT + 1);
    return fe_call_original(L);
}

/// `string.sub`: copies the range.
static inline int fe_string_sub(lua_State *L) {
    fe_charge(L, fe_range_bytes(L, 1, -1) / FE_BYTES_PER_UNIT + 1);
    return fe_call_original(L);
}

/// `string.byte`, `utf8.codepoint`: one result per byte or character of the range (`j` defaults to `i`).
static inline int fe_string_range_values(lua_State *L) {
    lua_Integer first = fe_int_arg(L, 2, 1);
    fe_charge(L, fe_range_bytes(L, first, fe_int_arg(L, 3, first)) + 1);
    return fe_call_original(L);
}

/// `string.format`, `string.pack`, `table.concat`: the result's size (bounded by the memory cap per call).
static inline int fe_string_building(lua_State *L) {
    fe_charge(L, (double)lua_gettop(L) + 1);
    return fe_charge_result_bytes(L, fe_call_original(L));
}

/// `string.unpack`, `string.packsize`, `tonumber`, `os.date`: one pass over the format or text (argument 1).
static inline int fe_string_parse(lua_State *L) {
    fe_charge(L, fe_string_length(L, 1) / FE_BYTES_PER_UNIT + 1);
    int results = fe_call_original(L);
    fe_charge(L, (double)results);
    return results;
}

/// `load`: compiling costs about an instruction per byte of source.
static inline int fe_load_charged(lua_State *L) {
    fe_charge(L, fe_string_length(L, 1) + 1);
    return fe_call_original(L);
}

/// `rawequal`: two long strings of the same length are compared byte by byte.
static inline int fe_rawequal(lua_State *L) {
    double length = fe_string_length(L, 1);
    fe_charge(L, (length == fe_string_length(L, 2) ? length / FE_BYTES_PER_UNIT : 0) + 1);
    return fe_call_original(L);
}

// MARK: - table

/// `table.concat(t, sep, i, j)`: one step per element of `i..j`, charged before it starts (elements may come
/// from an `__index` written in C, which loops without instructions), then the result's bytes.
static inline int fe_table_concat(lua_State *L) {
    double first = (double)fe_int_arg(L, 3, 1);
    double last = lua_isnoneornil(L, 4) ? fe_table_length(L) : (double)fe_int_arg(L, 4, 0);
    fe_charge(L, (last >= first ? last - first + 1 : 0) + 1);
    return fe_charge_result_bytes(L, fe_call_original(L));
}

/// `table.insert(t, [pos,] v)`: moves the elements from `pos` up one place.
static inline int fe_table_insert(lua_State *L) {
    double end = fe_table_length(L) + 1;
    double position = lua_gettop(L) == 3 ? (double)fe_int_arg(L, 2, (lua_Integer)0) : end;
    fe_charge(L, (position >= 1 && end > position ? end - position : 0) + 1);
    return fe_call_original(L);
}

/// `table.remove(t, [pos])`: moves the elements above `pos` down one place.
static inline int fe_table_remove(lua_State *L) {
    double size = fe_table_length(L);
    double position = lua_isnoneornil(L, 2) ? size : (double)fe_int_arg(L, 2, 0);
    fe_charge(L, (size > position && position >= 0 ? size - position : 0) + 1);
    return fe_call_original(L);
}

/// `table.move(a1, f, e, t [,a2])`: one step per element of `f..e`.
static inline int fe_table_move(lua_State *L) {
    double first = (double)fe_int_arg(L, 2, 1);
    double last = (double)fe_int_arg(L, 3, 0);
    fe_charge(L, (last >= first ? last - first + 1 : 0) + 1);
    return fe_call_original(L);
}

/// `table.sort(t [,comp])`: about n·log2(n) comparisons, which a comparator written in C (`rawequal`) makes
/// without a single instruction.
static inline int fe_table_sort(lua_State *L) {
    double count = fe_table_length(L);
    double log2 = 1;
    for (double size = count; size > 1; size /= 2) log2 += 1;
    fe_charge(L, count * log2 + 1);
    return fe_call_original(L);
}

/// `table.unpack`, `table.pack`, `string.char`, `utf8.char`, `select`: one step per value (bounded by the
/// stack, so charged after).
static inline int fe_values_charged(lua_State *L) {
    fe_charge(L, (double)lua_gettop(L) + 1);
    int results = fe_call_original(L);
    fe_charge(L, (double)results);
    return results;
}

// MARK: - utf8

/// `utf8.len(s, i, j)`: decodes the range.
static inline int fe_utf8_len(lua_State *L) {
    fe_charge(L, fe_range_bytes(L, 1, -1) / FE_BYTES_PER_UNIT + 1);
    return fe_call_original(L);
}

/// `utf8.offset(s, n, i)`: walks up to |n| characters, at most the whole string.
static inline int fe_utf8_offset(lua_State *L) {
    double steps = (double)fe_int_arg(L, 2, 0);
    if (steps < 0) steps = -steps;
    double length = fe_string_length(L, 1);
    fe_charge(L, (steps * 4 < length ? steps * 4 : length) / FE_BYTES_PER_UNIT + 1);
    return fe_call_original(L);
}

/// The iterator of `utf8.codes`: skips continuation bytes before decoding, so one step may scan the whole
/// string. Charged after, by the distance it moved (upvalue 1: the original iterator).
static inline int fe_utf8_codes_step(lua_State *L) {
    double from = (double)fe_int_arg(L, 2, 0);
    double length = fe_string_length(L, 1);
    int results = fe_call_original(L);
    double to = results > 0 && lua_type(L, 1) == LUA_TNUMBER ? (double)lua_tointeger(L, 1) : length;
    fe_charge(L, (to > from ? to - from : 0) / FE_BYTES_PER_UNIT + 1);
    return results;
}

/// `utf8.codes(s)`: the original's results with its iterator wrapped.
static inline int fe_utf8_codes(lua_State *L) {
    int results = fe_call_original(L);
    if (results >= 1 && lua_type(L, 1) == LUA_TFUNCTION) {
        lua_pushvalue(L, 1);
        lua_pushcclosure(L, fe_utf8_codes_step, 1);
        lua_replace(L, 1);
    }
    return results;
}

// MARK: - next

/// Reads the clock (the time limit, the feed's deadline, a cancellation) after a call of `next` as often as
/// `fe_scan_interval` says. One call scans from its key to the next entry: in a table emptied after it grew it
/// scans every slot (~1.3 ms for 2^21), and Lua's API cannot say how many it scanned, so the work is paced by the
/// clock rather than charged. Calls made from C run no instruction: `table.sort(t, next)` (next the comparator)
/// ran for a minute in one C call under a 1.5 s limit.
static inline void fe_pace_scan(lua_State *L) {
    fe_control *c = fe_control_of(L);
    if ((c->stopped || fe_scan_due(c)) && fe_check_stop(c)) fe_raise_stop(L, c, NULL);
}

/// `next(t, k)`, as Lua's, with the clock read at the pace of `fe_pace_scan`.
static inline int fe_next(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 2);
    int more = lua_next(L, 1);
    fe_pace_scan(L);
    if (more) return 2;
    lua_pushnil(L);
    return 1;
}

/// `pairs(t)`: the original's results (upvalue 1), its iterator replaced by the paced `next` (upvalue 2) when it
/// is Lua's own (upvalue 3), so a loop cannot reach the unpaced one.
static inline int fe_pairs(lua_State *L) {
    int results = fe_call_original(L);
    if (results >= 1 && lua_rawequal(L, 1, lua_upvalueindex(3))) {
        lua_pushvalue(L, lua_upvalueindex(2));
        lua_replace(L, 1);
    }
    return results;
}

#endif

#ifndef FEEDENGINE_CLUA_CALLER_H
#define FEEDENGINE_CLUA_CALLER_H

#include "shim.h"

// Where a host chunk was called from: the cell DSL records, for every view and constraint, the script line that
// made it. Done in Lua (`pcall(error, "", level)` for each level, then a pattern match on the message) it cost
// 2.2 M of the 74.5 M instructions of a cold `feed build` of the bundled feed; here it is a walk of the call
// records.

/// Frames `fe_caller_outside` looks through above its caller, as the Lua version did (levels 3 to 12 of `error`).
#define FE_CALLER_LEVELS 10

/// `where()` for a host chunk: the short source and line of the innermost Lua function with a line, above the
/// caller, whose short source is not upvalue 1 (the chunk's own); nil, nil when there is none within
/// FE_CALLER_LEVELS frames. C functions and frames without line information are passed over.
static inline int fe_caller_outside(lua_State *L) {
    lua_Debug ar;
    if (fe_frame_at_line(L, 1, FE_CALLER_LEVELS, lua_tostring(L, lua_upvalueindex(1)), &ar)) {
        lua_pushstring(L, ar.short_src);
        lua_pushinteger(L, ar.currentline);
    } else {
        lua_pushnil(L);
        lua_pushnil(L);
    }
    return 2;
}

/// Pushes `fe_caller_outside` bound to the short source `own`.
static inline void fe_push_caller_outside(lua_State *L, const char *own) {
    lua_pushstring(L, own);
    lua_pushcclosure(L, fe_caller_outside, 1);
}

#endif

#ifndef FEEDENGINE_CLUA_READONLY_H
#define FEEDENGINE_CLUA_READONLY_H

#include "shim.h"

// Read-only tables the host hands to many calls (`measure`'s `env`): an empty proxy whose metatable reads
// through to the real table (`__index`), refuses writes (`__newindex`), iterates it (`__pairs`) and measures it
// (`__len`), and is protected (`__metatable`), so no script reaches the real table or changes what a later call
// sees. The sandbox's `rawset` refuses proxies too, the one write that skips `__newindex`. The metatable's
// `__readonly` field holds the name errors use (`env`, `env.container`).

/// Raises `<where>NAME is read-only: cannot set 'KEY'` for the proxy at stack slot 1 and the key at slot 2, as a
/// sandbox refusal. Keys that are no strings read `[1]`, `[true]`, `[table]` (no `__tostring` runs); long keys
/// are cut to 60 bytes.
static inline int fe_readonly_refuse(lua_State *L) {
    luaL_where(L, 1);
    lua_getmetatable(L, 1);
    lua_pushliteral(L, "__readonly");
    lua_rawget(L, -2);
    lua_remove(L, -2);
    lua_pushliteral(L, " is read-only: cannot set ");
    if (lua_type(L, 2) == LUA_TSTRING) {
        size_t length = 0;
        const char *key = lua_tolstring(L, 2, &length);
        lua_pushliteral(L, "'");
        lua_pushlstring(L, key, length > 60 ? 60 : length);
        lua_pushstring(L, length > 60 ? "...'" : "'");
    } else {
        lua_pushliteral(L, "[");
        if (lua_type(L, 2) == LUA_TNUMBER) {
            lua_pushvalue(L, 2);
            lua_tostring(L, -1);
        } else if (lua_type(L, 2) == LUA_TBOOLEAN) {
            lua_pushstring(L, lua_toboolean(L, 2) ? "true" : "false");
        } else {
            lua_pushstring(L, luaL_typename(L, 2));
        }
        lua_pushliteral(L, "]");
    }
    lua_concat(L, 6);
    fe_control_of(L)->sandbox_error = lua_topointer(L, -1);
    return lua_error(L);
}

/// `__newindex` of a proxy: every assignment is refused.
static inline int fe_readonly_newindex(lua_State *L) { return fe_readonly_refuse(L); }

/// The iterator `pairs` returns for a proxy: `next` over the real table (upvalue 1), which it never hands out.
static inline int fe_readonly_next(lua_State *L) {
    lua_settop(L, 2);
    if (lua_next(L, lua_upvalueindex(1))) return 2;
    lua_pushnil(L);
    return 1;
}

/// `__pairs` of a proxy: the iterator (upvalue 1), the proxy, nil.
static inline int fe_readonly_pairs(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

/// `__len` of a proxy: the border of the real table (upvalue 1), which has no metatable.
static inline int fe_readonly_len(lua_State *L) {
    lua_pushinteger(L, (lua_Integer)lua_rawlen(L, lua_upvalueindex(1)));
    return 1;
}

/// `rawset` (upvalue 1: the original) that refuses read-only proxies.
static inline int fe_rawset(lua_State *L) {
    if (lua_type(L, 1) == LUA_TTABLE && lua_getmetatable(L, 1)) {
        lua_pushliteral(L, "__readonly");
        int readonly = lua_rawget(L, -2) == LUA_TSTRING;
        lua_pop(L, 2);
        if (readonly) return fe_readonly_refuse(L);
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

#endif

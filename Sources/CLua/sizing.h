#ifndef FEEDENGINE_CLUA_SIZING_H
#define FEEDENGINE_CLUA_SIZING_H

#include "shim.h"

// The two halves of a `measure` call the host makes once per measured item, each in one C call: building the
// proposal and reading a plain `{ width =, height = }` answer. Swift doing the same through single API calls paid
// more than some `measure` functions.

/// Pushes a new `{ width =, height =, estimatedWidth =, estimatedHeight = }` (what the table constructor would
/// build in Lua). The caller has made room for two slots.
static inline void fe_push_proposal(lua_State *L, double width, double height, int estimatedWidth,
                                    int estimatedHeight) {
    lua_createtable(L, 0, 4);
    lua_pushboolean(L, estimatedHeight);
    lua_setfield(L, -2, "estimatedHeight");
    lua_pushboolean(L, estimatedWidth);
    lua_setfield(L, -2, "estimatedWidth");
    lua_pushnumber(L, height);
    lua_setfield(L, -2, "height");
    lua_pushnumber(L, width);
    lua_setfield(L, -2, "width");
}

/// For a table at `index` holding nothing but number entries `width` and `height` (raw access, no metamethod
/// runs): which it holds (1 width, 2 height, 3 both) with their values as doubles; 0 for anything else (no
/// table, an empty one, another key, a value that is no number) or when the stack cannot grow.
static inline int fe_size_fields(lua_State *L, int index, double *width, double *height) {
    if (lua_type(L, index) != LUA_TTABLE || !lua_checkstack(L, 3)) return 0;
    index = lua_absindex(L, index);
    int found = 0;
    lua_pushnil(L);
    while (lua_next(L, index)) {
        int side = 0;
        if (lua_type(L, -2) == LUA_TSTRING) {
            size_t length = 0;
            const char *key = lua_tolstring(L, -2, &length);
            if (length == 5 && memcmp(key, "width", 5) == 0) side = 1;
            if (length == 6 && memcmp(key, "height", 6) == 0) side = 2;
        }
        if (side == 0 || lua_type(L, -1) != LUA_TNUMBER) {
            lua_pop(L, 2);
            return 0;
        }
        *(side == 1 ? width : height) = (double)lua_tonumber(L, -1);
        found |= side;
        lua_pop(L, 1);
    }
    return found;
}

#endif

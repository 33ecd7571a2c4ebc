#ifndef FEEDENGINE_CLUA_FLAT_H
#define FEEDENGINE_CLUA_FLAT_H

#include "record.h"

// A table of string keys and scalar values (`{ id = "item-1", rank = 1, price = 0.5 }`) read in one C pass for
// the conversion to Swift values (`ValueReader`): entry by entry through single API calls from Swift, converting
// 100k such tables took two thirds of what Lua took to build them (`script.items-100k`). Anything else (a
// nested table, a function, a key that is not a string, more than FE_FLAT_CAPACITY entries) makes it decline,
// and the caller reads the table the general way, which gives the same values or the same error.

/// Most entries a flat table may have; a table with more is declined.
#define FE_FLAT_CAPACITY 32

typedef struct fe_flat {
    /// The entries in Lua's traversal order: `record.h`'s fields, of which only the key, the value and the type
    /// (FE_FIELD_*) are filled.
    fe_record_field entries[FE_FLAT_CAPACITY];
    int count;
    /// The bytes of every key and every string value, which the conversion charges.
    size_t text_bytes;
} fe_flat;

/// Reads the table at `index` with raw access (no metamethod runs, nothing is allocated in Lua, nothing raises)
/// as a flat table. Returns 1 with `flat` filled, 0 to decline (the stack as it was).
static inline int fe_read_flat(lua_State *L, int index, fe_flat *flat) {
    flat->count = 0;
    flat->text_bytes = 0;
    if (!lua_checkstack(L, 2)) return 0;
    index = lua_absindex(L, index);
    int top = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, index)) {
        if (flat->count == FE_FLAT_CAPACITY || lua_type(L, -2) != LUA_TSTRING) break;
        fe_record_field *entry = &flat->entries[flat->count];
        entry->key = lua_tolstring(L, -2, &entry->key_length);
        if (!fe_scalar_value(L, entry)) break;
        flat->text_bytes += entry->key_length + (entry->type == FE_FIELD_STRING ? entry->text_length : 0);
        flat->count++;
        lua_settop(L, top + 1);
    }
    if (lua_gettop(L) != top) {
        // Left the loop early: declined.
        lua_settop(L, top);
        return 0;
    }
    return 1;
}

#endif

#ifndef FEEDENGINE_CLUA_SHIM_H
#define FEEDENGINE_CLUA_SHIM_H

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>

// Lua's API is partly macros, which Swift cannot import; these are static inline stand-ins.
// The error trampoline lives here too: Swift callbacks never raise, they return a sentinel and C raises,
// so no longjmp ever crosses a Swift frame.

#endif

#ifndef FEEDENGINE_CLUA_COMPILECOST_H
#define FEEDENGINE_CLUA_COMPILECOST_H

#include <lua.h>
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "namescope.h"

// Lua's compiler takes time that grows with the square of some constructs in one chunk: a chain of `or` (or
// `and`) walks the chain's jump list at each operator, an `elseif` walks the `if`'s exit list, and each label
// searches and shifts the pending gotos (`break` is one). One compile is one C call that neither the count hook
// nor the time limit can interrupt: `a or a or …` 100,000 times (500 KB) took 14 s, so a script file or a `load`
// of a few megabytes would have run for hours. A chunk with more than FE_MAX_JUMPS of them is refused before it
// is compiled; at the limit the worst shape (one chain) compiles in ~0.4 s. Real scripts hold a few dozen.
// Name lookups cost the same way, through the locals of every function around them (FE_MAX_NAME_DEPTH); one scan
// counts both.

#define FE_MAX_JUMPS 16384

/// The length of the long bracket `[`, `=`…, `[` opening at `p` (its level in `level`); 0 when there is none.
static inline size_t fe_long_bracket(const char *p, const char *end, int *level) {
    const char *q = p + 1;
    while (q < end && *q == '=') q++;
    if (q >= end || *q != '[') return 0;
    *level = (int)(q - p - 1);
    return (size_t)(q - p) + 1;
}

static inline int fe_is_newline(char c) { return c == '\n' || c == '\r'; }

/// Past the line break at `p`, counted as Lua's lexer counts them: `\n`, `\r`, `\r\n` and `\n\r` are one line
/// each. A scan that took only `\n` for one read a file with CR line breaks as a single line: after `--\r`,
/// `a or a or …` was a comment to it and compiled for minutes.
static inline const char *fe_skip_newline(const char *p, const char *end, int *line) {
    char first = *p++;
    if (p < end && fe_is_newline(*p) && *p != first) p++;
    (*line)++;
    return p;
}

/// Past the long bracket of `level` closing after `p`, counting the lines it spans.
static inline const char *fe_skip_long(const char *p, const char *end, int level, int *line) {
    while (p < end) {
        if (fe_is_newline(*p)) {
            p = fe_skip_newline(p, end, line);
            continue;
        }
        if (*p++ != ']') continue;
        const char *q = p;
        while (q < end && *q == '=') q++;
        if (q < end && *q == ']' && q - p == level) return q + 1;
    }
    return end;
}

/// Past the quoted string opening at `p` (its escapes, an escaped line break and `\z` skipping spaces and line
/// breaks, included). An unfinished string stops before its line break, as Lua's lexer does.
static inline const char *fe_skip_quoted(const char *p, const char *end, int *line) {
    char quote = *p++;
    while (p < end && *p != quote && !fe_is_newline(*p)) {
        if (*p == '\\' && p + 1 < end) {
            p++;
            if (fe_is_newline(*p)) {
                p = fe_skip_newline(p, end, line);
                continue;
            }
            if (*p == 'z') {
                p++;
                while (p < end && (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\v' || fe_is_newline(*p)))
                    p = fe_is_newline(*p) ? fe_skip_newline(p, end, line) : p + 1;
                continue;
            }
        }
        p++;
    }
    return p < end && *p == quote ? p + 1 : p;
}

static inline int fe_is_name_byte(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/// Whether the name `word` of `length` bytes makes a jump the compiler chains (`and`, `or`, `elseif`, `goto`,
/// `break`).
static inline int fe_is_jump_word(const char *word, size_t length) {
    switch (length) {
    case 2: return memcmp(word, "or", 2) == 0;
    case 3: return memcmp(word, "and", 3) == 0;
    case 4: return memcmp(word, "goto", 4) == 0;
    case 5: return memcmp(word, "break", 5) == 0;
    case 6: return memcmp(word, "elseif", 6) == 0;
    default: return 0;
    }
}

/// What the name lookups of one chunk may cost, in names compared (`namescope.h`): Lua resolves a name by
/// comparing it with the active locals (up to 200) and then the upvalues (up to 255) of its own function, then of
/// each function around it, the chunk's own included, out to the global table. 100,000 references to a global
/// inside 90 nested functions of 199 locals each (580 KB) compiled for 3.4 s; 1,000,000 after 199 top-level
/// locals (5 MB) for 0.9 s, so a `load` of 40 MB (within the instruction budget) would run ~8 s in one call.
/// Without locals the same names cost little: 1,000,000 references to a global at the top level compile in 0.1 s,
/// 100,000 in 190 nested functions without locals in 0.14 s (measured, `luaL_loadbufferx`, Lua 5.4.6, -O2). A
/// compared name takes 2-4 ns, so at the limit a chunk compiles its names in ~0.2-0.4 s. A table constructor's
/// keys (`{id = 1}`) and the names a declaration introduces are no lookups.
#define FE_MAX_NAME_COST 100000000LL

/// What the scan is declaring: nothing, the names after `local`, a function's name (`function a.b:c`) and then
/// its parameters, or a `for` loop's variables.
enum { FE_DECLARING_NONE, FE_DECLARING_LOCALS, FE_DECLARING_FUNCTION_NAME, FE_DECLARING_PARAMETERS, FE_DECLARING_LOOP };

/// A `for`'s variables the scan keeps by name until its `do` declares them; Lua allows 200 locals a function.
#define FE_MAX_LOOP_NAMES 200

/// The scan's view of a chunk's names: its scopes, and the declaration it is reading.
typedef struct fe_names {
    fe_scope *scope;
    int declaring;          ///< FE_DECLARING_…
    int expectingName;      ///< in FE_DECLARING_LOCALS: a `,` or `local` came last, so a name is declared
    int inAttribute;        ///< in FE_DECLARING_LOCALS: inside `<…>`, whose name (`const`) is no lookup
    int namingLocalFunction; ///< after `local function`: the name comes before the function opens
    int loopHidden;         ///< a `for`'s hidden state variables, declared at its `do`
    int loopNames;          ///< a `for`'s variables read so far
    const char *loopName[FE_MAX_LOOP_NAMES];
    int loopLength[FE_MAX_LOOP_NAMES];
} fe_names;

static inline int fe_word_is(const char *word, size_t length, const char *keyword) {
    return strlen(keyword) == length && memcmp(word, keyword, length) == 0;
}

/// Declares the `for` variables read since the `for` in the block its `do` opened.
static inline void fe_declare_loop(fe_names *n) {
    for (int i = 0; i < n->loopHidden; i++) fe_scope_declare(n->scope, NULL, 0);
    for (int i = 0; i < n->loopNames; i++) {
        fe_scope_declare(n->scope, i < FE_MAX_LOOP_NAMES ? n->loopName[i] : NULL,
                         i < FE_MAX_LOOP_NAMES ? (size_t)n->loopLength[i] : 0);
    }
    n->loopHidden = n->loopNames = 0;
}

/// Follows the blocks a word opens or closes (`function`, `do`, `then`, `repeat`; `end`, `until`; an `elseif`
/// closes the branch its `then` reopens, an `else` closes one and opens the next), the locals it declares
/// (`local`, parameters, `for` variables), and charges a name that is no keyword, no declaration, nor a field
/// after `.` or `:` or a key before `=` (`lookup` 0) what Lua's lookup of it compares.
static inline void fe_follow_word(fe_names *n, const char *word, size_t length, int lookup) {
    static const char *const keywords[] = {"and", "break", "false", "goto", "if", "nil", "not", "or", "return",
                                           "true", "while"};
    int declaring = n->declaring;
    if (!n->scope || (declaring == FE_DECLARING_LOCALS && n->inAttribute)) return;
    if (declaring == FE_DECLARING_LOCALS && !(n->expectingName && fe_word_is(word, length, "function")))
        n->declaring = FE_DECLARING_NONE;
    if (n->namingLocalFunction) {
        // `local function f`: `f` is a local of the block around the function, which opens after it.
        n->namingLocalFunction = 0;
        fe_scope_declare(n->scope, word, length);
        fe_scope_open(n->scope, 1);
    } else if (fe_word_is(word, length, "function")) {
        n->declaring = FE_DECLARING_FUNCTION_NAME;
        if (declaring == FE_DECLARING_LOCALS && n->expectingName) {
            n->namingLocalFunction = 1;
        } else {
            fe_scope_open(n->scope, 1);
        }
    } else if (fe_word_is(word, length, "do")) {
        fe_scope_open(n->scope, 0);
        fe_declare_loop(n);
    } else if (fe_word_is(word, length, "then") || fe_word_is(word, length, "repeat")) {
        fe_scope_open(n->scope, 0);
    } else if (fe_word_is(word, length, "else")) {
        fe_scope_close(n->scope);
        fe_scope_open(n->scope, 0);
    } else if (fe_word_is(word, length, "end") || fe_word_is(word, length, "until") ||
               fe_word_is(word, length, "elseif")) {
        fe_scope_close(n->scope);
    } else if (fe_word_is(word, length, "local")) {
        n->declaring = FE_DECLARING_LOCALS;
        n->expectingName = 1;
        n->inAttribute = 0;
    } else if (fe_word_is(word, length, "for")) {
        n->declaring = FE_DECLARING_LOOP;
        n->loopHidden = n->loopNames = 0;
    } else if (fe_word_is(word, length, "in")) {
        // A generic `for`'s four hidden variables (iterator, state, control, closing).
        if (declaring == FE_DECLARING_LOOP) n->loopHidden = 4;
        n->declaring = FE_DECLARING_NONE;
    } else if (declaring == FE_DECLARING_LOCALS && n->expectingName) {
        fe_scope_declare(n->scope, word, length);
        n->declaring = FE_DECLARING_LOCALS;
        n->expectingName = 0;
    } else if (declaring == FE_DECLARING_PARAMETERS) {
        fe_scope_declare(n->scope, word, length);
    } else if (declaring == FE_DECLARING_LOOP) {
        if (n->loopNames < FE_MAX_LOOP_NAMES) {
            n->loopName[n->loopNames] = word;
            n->loopLength[n->loopNames] = (int)length;
        }
        n->loopNames++;
    } else if (word[0] < '0' || word[0] > '9') {
        for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
            if (fe_word_is(word, length, keywords[i])) return;
        if (lookup) fe_scope_look_up(n->scope, word, length);
    }
}

/// Follows a symbol byte `c` through the declarations: a `,` between names, `<…>` attributes after `local`; a
/// function name's `:` (its hidden `self`) and `(` opening the parameters, `)` closing them; a numeric `for`'s
/// `=` (its three hidden variables). Anything else ends a `local` declaration.
static inline void fe_follow_symbol(fe_names *n, char c) {
    if (!n->scope) return;
    switch (n->declaring) {
    case FE_DECLARING_LOCALS:
        if (c == ',') {
            n->expectingName = 1;
        } else if (c == '<' || c == '>') {
            n->inAttribute = c == '<';
        } else {
            n->declaring = FE_DECLARING_NONE;
        }
        break;
    case FE_DECLARING_FUNCTION_NAME:
        if (n->namingLocalFunction) {
            n->namingLocalFunction = 0;
            fe_scope_open(n->scope, 1);
        }
        if (c == ':') fe_scope_declare(n->scope, "self", 4);
        if (c == '(') n->declaring = FE_DECLARING_PARAMETERS;
        break;
    case FE_DECLARING_PARAMETERS:
        if (c == ')') n->declaring = FE_DECLARING_NONE;
        break;
    case FE_DECLARING_LOOP:
        if (c == '=') {
            n->loopHidden = 3;
            n->declaring = FE_DECLARING_NONE;
        }
        break;
    default:
        break;
    }
}

/// Whether the name ending at `p`, after the code byte `last`, is a table constructor's key: `{` or `,` before it,
/// `=` (not `==`) after. An assignment `a, b = …` reads so too, which leaves one name of two uncharged. Not `;`
/// before it, which a constructor allows too: `;zz = 1` repeated is a statement each, whose names would all go
/// uncharged.
static inline int fe_is_key(const char *p, const char *end, char last) {
    if (last != '{' && last != ',') return 0;
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    return p < end && *p == '=' && (p + 1 == end || p[1] != '=');
}

/// Whether a scan has passed a limit: its jumps (`fe_is_jump_word`, and labels: each `::` counts a half) past
/// FE_MAX_JUMPS, or its names' cost past FE_MAX_NAME_COST. 0 while it has not, 1 for the jumps, 2 the names.
static inline int fe_compile_limit_passed(long halves, const fe_names *names) {
    if (halves > 2L * FE_MAX_JUMPS) return 1;
    return names->scope && names->scope->cost > FE_MAX_NAME_COST ? 2 : 0;
}

/// The line of `text` at which it passes a limit of `fe_compile_limit_passed` (which in `passed`), read as Lua's
/// lexer reads it (comments and strings skipped); 0 when it never does.
static inline int fe_compile_overflow_line(const char *text, size_t length, int *passed) {
    const char *p = text, *end = text + length;
    long halves = 0;
    fe_names names;
    memset(&names, 0, sizeof names);
    // Without memory for the scopes (a few tens of KiB) names go unpriced; Lua's compile would not get far.
    names.scope = fe_scope_new();
    int line = 1, level = 0;
    size_t open;
    // The last two bytes of code before the current one, spaces passed over: a name after one `.` or `:` is a
    // field, after `..` a name.
    char last = 0, beforeLast = 0;
    while (p < end) {
        if ((*passed = fe_compile_limit_passed(halves, &names)) != 0) break;
        char c = *p;
        if (fe_is_newline(c)) {
            p = fe_skip_newline(p, end, &line);
            continue;
        } else if (c == ' ' || c == '\t') {
            p++;
            continue;
        } else if (c == '-' && p + 1 < end && p[1] == '-') {
            p += 2;
            if (p < end && *p == '[' && (open = fe_long_bracket(p, end, &level)) > 0) {
                p = fe_skip_long(p + open, end, level, &line);
            } else {
                while (p < end && !fe_is_newline(*p)) p++;
            }
            continue;
        } else if (c == '[' && (open = fe_long_bracket(p, end, &level)) > 0) {
            p = fe_skip_long(p + open, end, level, &line);
        } else if (c == '"' || c == '\'') {
            p = fe_skip_quoted(p, end, &line);
        } else if (c == ':' && p + 1 < end && p[1] == ':') {
            halves += 1;
            p += 2;
            names.declaring = FE_DECLARING_NONE;
        } else if (fe_is_name_byte(c)) {
            const char *word = p;
            while (p < end && fe_is_name_byte(*p)) p++;
            size_t size = (size_t)(p - word);
            if (fe_is_jump_word(word, size)) halves += 2;
            int field = (last == '.' && beforeLast != '.') || (last == ':' && beforeLast != ':');
            fe_follow_word(&names, word, size, !field && !fe_is_key(p, end, last));
        } else {
            fe_follow_symbol(&names, c);
            p++;
        }
        beforeLast = last;
        last = p[-1];
    }
    *passed = fe_compile_limit_passed(halves, &names);
    fe_scope_free(names.scope);
    return *passed ? line : 0;
}

/// Writes the short source of chunk `name` as Lua's messages show it (`@f.lua` → `f.lua`, `=(load)` →
/// `(load)`, other text → `[string "…"]` up to its first line break) into `out` of LUA_IDSIZE bytes.
static inline void fe_short_source(const char *name, char *out) {
    if (*name == '=' || *name == '@') {
        snprintf(out, LUA_IDSIZE, "%s", name + 1);
        return;
    }
    size_t first = strcspn(name, "\n");
    int cut = first > LUA_IDSIZE - 15 || name[first] != '\0';
    snprintf(out, LUA_IDSIZE, "[string \"%.*s%s\"]", (int)(first > LUA_IDSIZE - 15 ? LUA_IDSIZE - 15 : first), name,
             cut ? "..." : "");
}

/// LUA_OK when `text` may be compiled; else LUA_ERRSYNTAX with the refusal pushed, positioned as a syntax error.
static inline int fe_check_compile_cost(lua_State *L, const char *text, size_t length, const char *name) {
    int passed = 0;
    int line = fe_compile_overflow_line(text, length, &passed);
    if (line == 0) return LUA_OK;
    char source[LUA_IDSIZE];
    fe_short_source(name, source);
    if (passed == 2) {
        lua_pushfstring(L,
                        "%s:%d: too many names to compile: Lua looks each name up through the locals and "
                        "upvalues of every function around it, the chunk's own included, and this chunk's names "
                        "would take more than %d such comparisons, compiling for seconds; declare fewer locals, "
                        "nest fewer functions, or move code into separate chunks (lib/ modules)",
                        source, line, (int)FE_MAX_NAME_COST);
        return LUA_ERRSYNTAX;
    }
    lua_pushfstring(L,
                    "%s:%d: too many jumps to compile: more than %d of 'and', 'or', 'elseif', 'goto', 'break' and "
                    "labels in one chunk, which Lua compiles in time that grows with their square; split the code "
                    "into smaller functions in separate chunks (lib/ modules)",
                    source, line, FE_MAX_JUMPS);
    return LUA_ERRSYNTAX;
}

#endif

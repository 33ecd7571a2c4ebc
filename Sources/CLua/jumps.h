#ifndef FEEDENGINE_CLUA_JUMPS_H
#define FEEDENGINE_CLUA_JUMPS_H

#include <lua.h>
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

// Lua's compiler takes time that grows with the square of some constructs in one chunk: a chain of `or` (or
// `and`) walks the chain's jump list at each operator, an `elseif` walks the `if`'s exit list, and each label
// searches and shifts the pending gotos (`break` is one). One compile is one C call that neither the count hook
// nor the time limit can interrupt: `a or a or …` 100,000 times (500 KB) took 14 s, so a script file or a `load`
// of a few megabytes would have run for hours. A chunk with more than FE_MAX_JUMPS of them is refused before it
// is compiled; at the limit the worst shape (one chain) compiles in ~0.4 s. Real scripts hold a few dozen.

#define FE_MAX_JUMPS 16384

/// The length of the long bracket `[`, `=`…, `[` opening at `p` (its level in `level`); 0 when there is none.
static inline size_t fe_long_bracket(const char *p, const char *end, int *level) {
    const char *q = p + 1;
    while (q < end && *q == '=') q++;
    if (q >= end || *q != '[') return 0;
    *level = (int)(q - p - 1);
    return (size_t)(q - p) + 1;
}

/// Past the long bracket of `level` closing after `p`, counting the lines it spans.
static inline const char *fe_skip_long(const char *p, const char *end, int level, int *line) {
    for (; p < end; p++) {
        if (*p == '\n') (*line)++;
        if (*p != ']') continue;
        const char *q = p + 1;
        while (q < end && *q == '=') q++;
        if (q < end && *q == ']' && q - p - 1 == level) return q + 1;
    }
    return end;
}

/// Past the quoted string opening at `p` (its escapes, `\z` skipping line breaks, included).
static inline const char *fe_skip_quoted(const char *p, const char *end, int *line) {
    char quote = *p++;
    while (p < end && *p != quote && *p != '\n') {
        if (*p == '\\' && p + 1 < end) {
            p++;
            if (*p == '\n') (*line)++;
            if (*p == 'z')
                while (p + 1 < end && (p[1] == ' ' || p[1] == '\t' || p[1] == '\n' || p[1] == '\r'))
                    if (*++p == '\n') (*line)++;
        }
        p++;
    }
    return p < end ? p + 1 : end;
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

/// The line of `text` at which its jumps (`fe_is_jump_word`, and labels: each `::` counts a half) pass
/// FE_MAX_JUMPS, read as Lua's lexer reads them (comments and strings skipped); 0 when they never do.
static inline int fe_jump_overflow_line(const char *text, size_t length) {
    const char *p = text, *end = text + length;
    long halves = 0;
    int line = 1, level = 0;
    size_t open;
    while (p < end) {
        if (halves > 2L * FE_MAX_JUMPS) return line;
        char c = *p;
        if (c == '\n') {
            line++;
            p++;
        } else if (c == '-' && p + 1 < end && p[1] == '-') {
            p += 2;
            if (p < end && *p == '[' && (open = fe_long_bracket(p, end, &level)) > 0) {
                p = fe_skip_long(p + open, end, level, &line);
            } else {
                while (p < end && *p != '\n') p++;
            }
        } else if (c == '[' && (open = fe_long_bracket(p, end, &level)) > 0) {
            p = fe_skip_long(p + open, end, level, &line);
        } else if (c == '"' || c == '\'') {
            p = fe_skip_quoted(p, end, &line);
        } else if (c == ':' && p + 1 < end && p[1] == ':') {
            halves += 1;
            p += 2;
        } else if (fe_is_name_byte(c)) {
            const char *word = p;
            while (p < end && fe_is_name_byte(*p)) p++;
            if (fe_is_jump_word(word, (size_t)(p - word))) halves += 2;
        } else {
            p++;
        }
    }
    return halves > 2L * FE_MAX_JUMPS ? line : 0;
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
static inline int fe_check_jumps(lua_State *L, const char *text, size_t length, const char *name) {
    int line = fe_jump_overflow_line(text, length);
    if (line == 0) return LUA_OK;
    char source[LUA_IDSIZE];
    fe_short_source(name, source);
    lua_pushfstring(L,
                    "%s:%d: too many jumps to compile: more than %d of 'and', 'or', 'elseif', 'goto', 'break' and "
                    "labels in one chunk, which Lua compiles in time that grows with their square; split the code "
                    "into smaller functions in separate chunks (lib/ modules)",
                    source, line, FE_MAX_JUMPS);
    return LUA_ERRSYNTAX;
}

#endif

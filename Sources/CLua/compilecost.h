#ifndef FEEDENGINE_CLUA_COMPILECOST_H
#define FEEDENGINE_CLUA_COMPILECOST_H

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

/// What the name lookups of one chunk may cost, in names compared: Lua resolves a name by comparing it with the
/// active locals (up to 200) and then the upvalues (up to 255) of its own function, then of each function around
/// it, the chunk's own included, out to the global table. 100,000 references to a global inside 90 nested
/// functions of 199 locals each (580 KB) compiled for 3.4 s; 1,000,000 after 199 top-level locals (5 MB) for
/// 0.9 s, so a `load` of 40 MB (within the instruction budget) would run ~8 s in one call. Without locals the
/// same names cost little: 1,000,000 references to a global at the top level compile in 0.1 s, 100,000 in 190
/// nested functions without locals in 0.14 s (measured, `luaL_loadbufferx`, Lua 5.4.6, -O2). A compared name
/// takes 2-4 ns, so at the limit a chunk compiles its names in ~0.2-0.4 s. A table constructor's keys
/// (`{id = 1}`) and the names a declaration introduces are no lookups.
#define FE_MAX_NAME_COST 100000000LL

/// What one function around a name adds to the name's cost besides its locals and upvalues: the search's step
/// into it (190 nested functions with one local and one upvalue each cost ~6.6 ns a name each, two compares and
/// this).
#define FE_FUNCTION_STEP 2

/// What the scan is declaring: nothing, the names after `local`, a function's name (`function a.b:c`) and then
/// its parameters, or a `for` loop's variables.
enum { FE_DECLARING_NONE, FE_DECLARING_LOCALS, FE_DECLARING_FUNCTION_NAME, FE_DECLARING_PARAMETERS, FE_DECLARING_LOOP };

#define FE_MAX_TRACKED_BLOCKS 256

/// The block structure a chunk's scan follows: the open blocks (block 0: the chunk's main function), which are
/// functions, how many locals each declared, and what one name looked up now costs.
typedef struct fe_blocks {
    unsigned char function[FE_MAX_TRACKED_BLOCKS];
    int locals[FE_MAX_TRACKED_BLOCKS];       ///< locals each open block declared (loop state and `self` included)
    int upvalues[FE_MAX_TRACKED_BLOCKS];     ///< for a function block, the most upvalues it can have
    int open;               ///< blocks open, the main one included; past FE_MAX_TRACKED_BLOCKS only counted
    int active;             ///< locals active in all open functions
    long long perName;      ///< one lookup now: every open function's active locals, upvalues and step
    long long cost;         ///< the lookups read so far
    int declaring;          ///< FE_DECLARING_…
    int expectingName;      ///< in FE_DECLARING_LOCALS: a `,` or `local` came last, so a name is declared
    int inAttribute;        ///< in FE_DECLARING_LOCALS: inside `<…>`, whose name (`const`) is no lookup
    int loopVariables;      ///< a `for`'s variables and hidden state, active from its `do`
} fe_blocks;

static inline void fe_blocks_init(fe_blocks *b) {
    memset(b, 0, sizeof *b);
    b->function[0] = 1;
    b->upvalues[0] = 1; // `_ENV`
    b->open = 1;
    b->perName = 1 + FE_FUNCTION_STEP;
}

static inline int fe_word_is(const char *word, size_t length, const char *keyword) {
    return strlen(keyword) == length && memcmp(word, keyword, length) == 0;
}

/// Declares `count` locals in the innermost block.
static inline void fe_declare(fe_blocks *b, int count) {
    if (b->open <= FE_MAX_TRACKED_BLOCKS) b->locals[b->open - 1] += count;
    b->active += count;
    b->perName += count;
}

/// Opens a block; a function's upvalues are at most the locals around it (and `_ENV`), never past Lua's 255.
static inline void fe_open_block(fe_blocks *b, int isFunction) {
    if (b->open < FE_MAX_TRACKED_BLOCKS) {
        b->function[b->open] = (unsigned char)isFunction;
        b->locals[b->open] = 0;
        b->upvalues[b->open] = isFunction ? (b->active + 1 < 255 ? b->active + 1 : 255) : 0;
        b->perName += isFunction ? b->upvalues[b->open] + FE_FUNCTION_STEP : 0;
    }
    b->open++;
}

/// Closes the innermost block (never the main function's): its locals go out of scope, and a function's
/// upvalues and step leave every name's cost.
static inline void fe_close_block(fe_blocks *b) {
    if (b->open <= 1) return;
    b->open--;
    if (b->open >= FE_MAX_TRACKED_BLOCKS) return;
    b->active -= b->locals[b->open];
    b->perName -= b->locals[b->open];
    if (b->function[b->open]) b->perName -= b->upvalues[b->open] + FE_FUNCTION_STEP;
}

/// Follows the blocks a word opens or closes (`function`, `do`, `then`, `repeat`; `end`, `until`; an `elseif`
/// closes the branch its `then` reopens, an `else` closes one and opens the next), the locals it declares
/// (`local`, parameters, `for` variables), and charges a name that is no keyword, no declaration, nor a field
/// after `.` or `:` or a key before `=` (`lookup` 0) the cost of a lookup now.
static inline void fe_follow_word(fe_blocks *b, const char *word, size_t length, int lookup) {
    static const char *const keywords[] = {"and", "break", "false", "goto", "if", "nil", "not", "or", "return",
                                           "true", "while"};
    int declaring = b->declaring;
    if (declaring == FE_DECLARING_LOCALS && b->inAttribute) return;
    if (declaring == FE_DECLARING_LOCALS && !(b->expectingName && fe_word_is(word, length, "function")))
        b->declaring = FE_DECLARING_NONE;
    if (fe_word_is(word, length, "function")) {
        // `local function f`: `f` is a local of the block around the function.
        if (declaring == FE_DECLARING_LOCALS && b->expectingName) fe_declare(b, 1);
        fe_open_block(b, 1);
        b->declaring = FE_DECLARING_FUNCTION_NAME;
    } else if (fe_word_is(word, length, "do")) {
        fe_open_block(b, 0);
        fe_declare(b, b->loopVariables);
        b->loopVariables = 0;
    } else if (fe_word_is(word, length, "then") || fe_word_is(word, length, "repeat")) {
        fe_open_block(b, 0);
    } else if (fe_word_is(word, length, "else")) {
        fe_close_block(b);
        fe_open_block(b, 0);
    } else if (fe_word_is(word, length, "end") || fe_word_is(word, length, "until") ||
               fe_word_is(word, length, "elseif")) {
        fe_close_block(b);
    } else if (fe_word_is(word, length, "local")) {
        b->declaring = FE_DECLARING_LOCALS;
        b->expectingName = 1;
        b->inAttribute = 0;
    } else if (fe_word_is(word, length, "for")) {
        b->declaring = FE_DECLARING_LOOP;
    } else if (fe_word_is(word, length, "in")) {
        // A generic `for`'s four hidden variables (iterator, state, control, closing).
        if (declaring == FE_DECLARING_LOOP) b->loopVariables += 4;
        b->declaring = FE_DECLARING_NONE;
    } else if (declaring == FE_DECLARING_LOCALS && b->expectingName) {
        fe_declare(b, 1);
        b->declaring = FE_DECLARING_LOCALS;
        b->expectingName = 0;
    } else if (declaring == FE_DECLARING_PARAMETERS) {
        fe_declare(b, 1);
    } else if (declaring == FE_DECLARING_LOOP) {
        b->loopVariables += 1;
    } else if (word[0] < '0' || word[0] > '9') {
        for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
            if (fe_word_is(word, length, keywords[i])) return;
        if (lookup) b->cost += b->perName;
    }
}

/// Follows a symbol byte `c` through the declarations: a `,` between names, `<…>` attributes after `local`; a
/// function name's `:` (its hidden `self`) and `(` opening the parameters, `)` closing them; a numeric `for`'s
/// `=` (its three hidden variables). Anything else ends a `local` declaration.
static inline void fe_follow_symbol(fe_blocks *b, char c) {
    switch (b->declaring) {
    case FE_DECLARING_LOCALS:
        if (c == ',') {
            b->expectingName = 1;
        } else if (c == '<' || c == '>') {
            b->inAttribute = c == '<';
        } else {
            b->declaring = FE_DECLARING_NONE;
        }
        break;
    case FE_DECLARING_FUNCTION_NAME:
        if (c == ':') fe_declare(b, 1);
        if (c == '(') b->declaring = FE_DECLARING_PARAMETERS;
        break;
    case FE_DECLARING_PARAMETERS:
        if (c == ')') b->declaring = FE_DECLARING_NONE;
        break;
    case FE_DECLARING_LOOP:
        if (c == '=') {
            b->loopVariables += 3;
            b->declaring = FE_DECLARING_NONE;
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
static inline int fe_compile_limit_passed(long halves, const fe_blocks *blocks) {
    if (halves > 2L * FE_MAX_JUMPS) return 1;
    return blocks->cost > FE_MAX_NAME_COST ? 2 : 0;
}

/// The line of `text` at which it passes a limit of `fe_compile_limit_passed` (which in `passed`), read as Lua's
/// lexer reads it (comments and strings skipped); 0 when it never does.
static inline int fe_compile_overflow_line(const char *text, size_t length, int *passed) {
    const char *p = text, *end = text + length;
    long halves = 0;
    fe_blocks blocks;
    fe_blocks_init(&blocks);
    int line = 1, level = 0;
    size_t open;
    // The last two bytes of code before the current one, spaces passed over: a name after one `.` or `:` is a
    // field, after `..` a name.
    char last = 0, beforeLast = 0;
    while (p < end) {
        if ((*passed = fe_compile_limit_passed(halves, &blocks)) != 0) return line;
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
            blocks.declaring = FE_DECLARING_NONE;
        } else if (fe_is_name_byte(c)) {
            const char *word = p;
            while (p < end && fe_is_name_byte(*p)) p++;
            size_t size = (size_t)(p - word);
            if (fe_is_jump_word(word, size)) halves += 2;
            int field = (last == '.' && beforeLast != '.') || (last == ':' && beforeLast != ':');
            fe_follow_word(&blocks, word, size, !field && !fe_is_key(p, end, last));
        } else {
            fe_follow_symbol(&blocks, c);
            p++;
        }
        beforeLast = last;
        last = p[-1];
    }
    *passed = fe_compile_limit_passed(halves, &blocks);
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

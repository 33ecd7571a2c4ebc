#ifndef FEEDENGINE_CLUA_NAMESCOPE_H
#define FEEDENGINE_CLUA_NAMESCOPE_H

#include <stdlib.h>
#include <string.h>

// The scopes a compile-cost scan (`compilecost.h`) follows to price each name as Lua's compiler resolves it:
// `singlevaraux` compares the name with the active locals of its function, then with the function's upvalues,
// then does the same in the function around it, out to the chunk's main function; a name found nowhere is a
// global, and `_ENV` is then found the same way. A name found as an outer function's local becomes an upvalue of
// every function between, which later searches compare too. The scan resolves names by their text, as Lua
// does, so a chunk of global references without locals costs what it costs Lua: little.

/// Functions and blocks followed; deeper ones (which Lua refuses: it nests at most ~200 levels) only counted.
#define FE_SCOPE_LEVELS 256
/// Declarations kept by name; past this many active ones (Lua allows 200 a function) they are only counted.
#define FE_SCOPE_MAX_DECLARATIONS 65536
#define FE_SCOPE_BUCKETS 4096
/// What one function around a name adds to the name's cost besides its locals and upvalues: the search's step
/// into it (190 nested functions with one local and one upvalue each cost ~6.6 ns a name each, two compares and
/// this).
#define FE_FUNCTION_STEP 2

/// One active local: its name in the scanned text (NULL for hidden ones, which no name matches), the function it
/// belongs to, and how far it is known to be an upvalue already.
typedef struct fe_declaration {
    const char *name;
    int length;
    int level;        ///< the function declaring it (0: the chunk's main function)
    int nextInBucket; ///< the next older declaration of the same bucket, -1 at the end
    int upTo;         ///< the deepest function it was made an upvalue of (its own level when none)
    unsigned upToStamp, firstStamp; ///< which functions those were (`fe_scope.stamp`)
} fe_declaration;

typedef struct fe_scope {
    unsigned char blockIsFunction[FE_SCOPE_LEVELS];
    int blockFirst[FE_SCOPE_LEVELS]; ///< the first declaration each open block made
    int blockActive[FE_SCOPE_LEVELS]; ///< the locals active in its function when each open block began
    int blocks;                      ///< blocks open, the main function's included
    int depth;                       ///< the function of the current block (0: main)
    int active[FE_SCOPE_LEVELS];     ///< per open function: its active locals
    int upvalues[FE_SCOPE_LEVELS];   ///< per open function: its upvalues so far
    unsigned char hasEnv[FE_SCOPE_LEVELS];
    unsigned stamp[FE_SCOPE_LEVELS]; ///< per open function: a number no other function of the chunk has
    unsigned stamps;
    fe_declaration *declarations;
    int count, capacity;
    int heads[FE_SCOPE_BUCKETS];
    /// The comparisons of the names looked up so far. The scan's own work for a name (the functions walked, the
    /// declarations of its bucket) is never more than what the name is charged, so it stays within the limit.
    long long cost;
} fe_scope;

/// A scope for a chunk, or NULL when there is no memory for it.
static inline fe_scope *fe_scope_new(void) {
    fe_scope *s = (fe_scope *)calloc(1, sizeof *s);
    if (!s) return NULL;
    memset(s->heads, 0xff, sizeof s->heads);
    s->blockIsFunction[0] = 1;
    s->blocks = 1;
    s->upvalues[0] = 1; // `_ENV`
    s->hasEnv[0] = 1;
    return s;
}

static inline void fe_scope_free(fe_scope *s) {
    if (!s) return;
    free(s->declarations);
    free(s);
}

static inline unsigned fe_scope_hash(const char *name, size_t length) {
    unsigned hash = 2166136261u;
    for (size_t i = 0; i < length; i++) hash = (hash ^ (unsigned char)name[i]) * 16777619u;
    return hash & (FE_SCOPE_BUCKETS - 1);
}

/// Adds an upvalue to function `level`; Lua allows 255.
static inline void fe_scope_add_upvalue(fe_scope *s, int level) {
    if (s->upvalues[level] < 255) s->upvalues[level]++;
}

/// Declares a local of the current function (`name` NULL: a hidden one, `self` or a loop's state).
static inline void fe_scope_declare(fe_scope *s, const char *name, size_t length) {
    if (s->depth < FE_SCOPE_LEVELS) s->active[s->depth]++;
    if (s->count >= s->capacity) {
        int capacity = s->capacity ? s->capacity * 2 : 256;
        if (capacity > FE_SCOPE_MAX_DECLARATIONS) return;
        fe_declaration *grown = (fe_declaration *)realloc(s->declarations, sizeof *grown * (size_t)capacity);
        if (!grown) return;
        s->declarations = grown;
        s->capacity = capacity;
    }
    fe_declaration *d = &s->declarations[s->count];
    unsigned bucket = name ? fe_scope_hash(name, length) : 0;
    d->name = name;
    d->length = (int)length;
    d->level = s->depth;
    d->upTo = s->depth;
    d->upToStamp = d->firstStamp = 0;
    d->nextInBucket = s->heads[bucket];
    s->heads[bucket] = s->count;
    s->count++;
}

/// Opens a block; a function's starts with no locals and no upvalues.
static inline void fe_scope_open(fe_scope *s, int isFunction) {
    if (s->blocks < FE_SCOPE_LEVELS) {
        s->blockIsFunction[s->blocks] = (unsigned char)isFunction;
        s->blockFirst[s->blocks] = s->count;
        s->blockActive[s->blocks] = s->depth < FE_SCOPE_LEVELS ? s->active[s->depth] : 0;
    }
    s->blocks++;
    if (!isFunction || s->blocks > FE_SCOPE_LEVELS) return;
    int level = ++s->depth;
    if (level >= FE_SCOPE_LEVELS) return;
    s->active[level] = 0;
    s->upvalues[level] = 0;
    s->hasEnv[level] = 0;
    s->stamp[level] = ++s->stamps;
}

/// Closes the innermost block (never the main function's): its locals go out of scope, and a function's
/// upvalues with it.
static inline void fe_scope_close(fe_scope *s) {
    if (s->blocks <= 1) return;
    s->blocks--;
    if (s->blocks >= FE_SCOPE_LEVELS) return;
    while (s->count > s->blockFirst[s->blocks]) {
        fe_declaration *d = &s->declarations[--s->count];
        unsigned bucket = d->name ? fe_scope_hash(d->name, (size_t)d->length) : 0;
        s->heads[bucket] = d->nextInBucket;
    }
    if (s->blockIsFunction[s->blocks]) {
        s->depth--;
    } else if (s->depth < FE_SCOPE_LEVELS) {
        s->active[s->depth] = s->blockActive[s->blocks];
    }
}

/// The innermost active declaration named `name`, -1 when there is none (the name is a global). Every
/// declaration walked past is one Lua compares the name with too, so the walk costs no more than the lookup.
static inline int fe_scope_find(const fe_scope *s, const char *name, size_t length) {
    for (int i = s->heads[fe_scope_hash(name, length)]; i >= 0; i = s->declarations[i].nextInBucket) {
        const fe_declaration *d = &s->declarations[i];
        if (d->name && (size_t)d->length == length && memcmp(d->name, name, length) == 0) return i;
    }
    return -1;
}

/// Charges the lookup of `name` in the current function as Lua's search costs it, and makes the upvalues it
/// makes.
static inline void fe_scope_look_up(fe_scope *s, const char *name, size_t length) {
    int current = s->depth < FE_SCOPE_LEVELS ? s->depth : FE_SCOPE_LEVELS - 1;
    int found = fe_scope_find(s, name, length);
    int level = found >= 0 ? s->declarations[found].level : -1;
    if (level >= current) {
        s->cost += s->active[current] + 1;
        return;
    }
    // The functions from the current one out to the one declaring it (all, for a global), then its locals.
    long long walk = level >= 0 ? s->active[level] : 0;
    for (int k = level + 1; k <= current; k++) walk += s->active[k] + s->upvalues[k] + FE_FUNCTION_STEP;
    s->cost += walk;
    if (level < 0) {
        // A global: `_ENV` is then looked up, found among the current function's upvalues once it is one.
        s->cost += s->active[current] + s->upvalues[current];
        for (int k = current; k > 0 && !s->hasEnv[k]; k--) {
            s->hasEnv[k] = 1;
            fe_scope_add_upvalue(s, k);
        }
        return;
    }
    fe_declaration *d = &s->declarations[found];
    // The functions it is already an upvalue of: those to `upTo` when that function is still open, else the
    // first one inside its own when that is.
    int known = level;
    if (d->upTo > level && d->upTo <= current && s->stamp[d->upTo] == d->upToStamp) {
        known = d->upTo;
    } else if (d->upTo > level && s->stamp[level + 1] == d->firstStamp) {
        known = level + 1;
    }
    if (known >= current) return;
    for (int k = known + 1; k <= current; k++) fe_scope_add_upvalue(s, k);
    if (known == level) d->firstStamp = s->stamp[level + 1];
    d->upTo = current;
    d->upToStamp = s->stamp[current];
}

#endif

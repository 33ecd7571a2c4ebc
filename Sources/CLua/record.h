#ifndef FEEDENGINE_CLUA_RECORD_H
#define FEEDENGINE_CLUA_RECORD_H

#include "shim.h"
#include <math.h>
#include <stdint.h>

// A flat table of scalar fields (an item: `{ id = "a", title = "A", rating = 4.5 }`) read in one C pass, and its
// canonical JSON written in another: through single API calls from Swift, reading and then encoding an item cost
// more than Lua took to build it. Anything this reader does not handle exactly as the Swift writer does (a
// nested table, a number that needs the shortest round-trip form, text that is not UTF-8, a key that is not
// ASCII) makes it decline, and the caller reads the table the general way.

/// Most fields a record may have; a table with more is declined.
#define FE_RECORD_CAPACITY 64
/// Strings this long are declined: the general path shares one Swift copy of a long string among all the items
/// that hold it (`DecodedStrings`), where each record would copy it into its JSON — 100 items holding one 8 MiB
/// string would cost 800 MiB of payloads before the memory limit could refuse them.
#define FE_RECORD_LONG_TEXT 1024

enum { FE_FIELD_BOOLEAN = 1, FE_FIELD_INTEGER = 2, FE_FIELD_NUMBER = 3, FE_FIELD_STRING = 4 };

/// One entry of a record. Key and text point into Lua's own strings, which stay alive as long as the table that
/// holds them (the caller runs no Lua code while it uses them).
typedef struct fe_record_field {
    const char *key;
    size_t key_length;
    const char *text;
    size_t text_length;
    lua_Integer integer;  ///< an integer's value, or a boolean's (0 or 1)
    double number;
    int type;  ///< FE_FIELD_*
    int key_plain;   ///< whether the key needs no escape in JSON
    int text_plain;  ///< whether the text needs no escape in JSON
    size_t text_extra;  ///< the bytes escaping the text in JSON adds
} fe_record_field;

typedef struct fe_record {
    /// The fields other than `id`, in Lua's traversal order; `fe_record_sorted` gives them in key order (UTF-8
    /// bytes) after a read.
    fe_record_field fields[FE_RECORD_CAPACITY];
    int count;
    /// The `id` entry (type 0 when the table has none).
    fe_record_field id;
    /// Bytes of text the general path charges for: every key (`id` included) and every string value but the id.
    size_t text_bytes;
    /// Entries read, `id` included.
    int entries;
    /// At least the bytes `fe_record_json` writes for the record.
    size_t json_bound;
    /// The keys of the last table read, in Lua's traversal order, and the sorted order found for them (the
    /// positions in `fields` of the keys in order, which a read leaves valid for its own record): tables
    /// built alike traverse alike, so most records skip the sort. Only valid within one read of a value (the
    /// caller zeroes the record before each), when every key compared is still alive.
    const char *last_keys[FE_RECORD_CAPACITY];
    int last_order[FE_RECORD_CAPACITY];
    int last_count;
    /// Whether the last read found the same keys as the read before it (then they are in the same order).
    int same_keys;
    /// Every key met so far at each traversal position (`id` included) and whether it needs no escape in JSON:
    /// a key that is the same string as the one there is ASCII and needs the same, without looking at its bytes
    /// again (~200 instructions an item of host.sections-100x1000). Valid within one read, as `last_keys`.
    const char *seen_keys[FE_RECORD_CAPACITY + 1];
    unsigned char seen_plain[FE_RECORD_CAPACITY + 1];
    int seen_count;
    /// Whether a field other than `id` is a float with a whole value: its canonical JSON (`2`) reads back as an
    /// integer, so only the fields read here say it was a float.
    int whole_float;
} fe_record;

/// The bytes JSON's escape of the ASCII byte `b` adds, by a table (one load a byte): 1 for `"`, `\`, newline,
/// return and tab (`\n`), 5 for other control characters (`\u001f`), 0 for the rest.
static inline unsigned char fe_json_escape_extra(unsigned char b) {
    static const unsigned char extra[128] = {
        5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 5, 5, 1, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
        0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    };
    return extra[b & 0x7F];
}

/// Whether JSON escapes the ASCII byte `b` (`"`, `\`, control characters): the escape adds bytes.
static inline int fe_json_escaped(unsigned char b) { return fe_json_escape_extra(b) != 0; }

/// Whether `bytes` are well-formed UTF-8 (Unicode Table 3-7), so decoding them changes nothing; `extra` says
/// how many bytes JSON's escapes add to them (`"`, `\`, control characters; 0 when they need none).
static inline int fe_utf8_valid(const unsigned char *bytes, size_t length, size_t *extra) {
    size_t i = 0;
    size_t escapes = 0;
    while (i < length) {
        unsigned char b = bytes[i];
        if (b < 0x80) {
            escapes += fe_json_escape_extra(b);
            i += 1;
            continue;
        }
        size_t need;
        unsigned char low = 0x80, high = 0xBF;
        if (b >= 0xC2 && b <= 0xDF) {
            need = 1;
        } else if (b >= 0xE0 && b <= 0xEF) {
            need = 2;
            if (b == 0xE0) low = 0xA0;
            if (b == 0xED) high = 0x9F;
        } else if (b >= 0xF0 && b <= 0xF4) {
            need = 3;
            if (b == 0xF0) low = 0x90;
            if (b == 0xF4) high = 0x8F;
        } else {
            return 0;
        }
        if (length - i <= need) return 0;
        if (bytes[i + 1] < low || bytes[i + 1] > high) return 0;
        for (size_t k = 2; k <= need; k++) {
            if (bytes[i + k] < 0x80 || bytes[i + k] > 0xBF) return 0;
        }
        i += need + 1;
    }
    *extra = escapes;
    return 1;
}

/// Whether `value` prints without Swift's shortest round-trip form: a whole number below 2^53, or a decimal
/// with at most three decimals in [0.001, 1e9) (`JSONWriter.exactNumber`).
static inline int fe_number_is_plain(double value) {
    if (!isfinite(value)) return 0;
    double magnitude = fabs(value);
    if (magnitude < 9007199254740992.0 && value == trunc(value)) return 1;
    if (magnitude < 0.001 || magnitude >= 1e9) return 0;
    return round(value * 1000.0) / 1000.0 == value;
}

/// Reads the scalar at the top of the stack into `field`'s value and type; 0 when it is not a boolean, a number
/// or a string.
static inline int fe_scalar_value(lua_State *L, fe_record_field *field) {
    switch (lua_type(L, -1)) {
    case LUA_TBOOLEAN:
        field->type = FE_FIELD_BOOLEAN;
        field->integer = lua_toboolean(L, -1);
        return 1;
    case LUA_TNUMBER:
        if (lua_isinteger(L, -1)) {
            field->type = FE_FIELD_INTEGER;
            field->integer = lua_tointegerx(L, -1, NULL);
        } else {
            field->type = FE_FIELD_NUMBER;
            field->number = lua_tonumberx(L, -1, NULL);
        }
        return 1;
    case LUA_TSTRING:
        field->type = FE_FIELD_STRING;
        field->text = lua_tolstring(L, -1, &field->text_length);
        return 1;
    default:
        return 0;
    }
}

/// Reads the field at the top of the stack (key below it) into `field`; 0 when the record must be declined.
static inline int fe_record_value(lua_State *L, fe_record_field *field) {
    if (!fe_scalar_value(L, field)) return 0;
    switch (field->type) {
    case FE_FIELD_NUMBER: return fe_number_is_plain(field->number);
    case FE_FIELD_STRING:
        if (field->text_length >= FE_RECORD_LONG_TEXT ||
            !fe_utf8_valid((const unsigned char *)field->text, field->text_length, &field->text_extra))
            return 0;
        field->text_plain = field->text_extra == 0;
        return 1;
    default: return 1;
    }
}

static inline int fe_record_key_less(const fe_record_field *a, const fe_record_field *b) {
    size_t shorter = a->key_length < b->key_length ? a->key_length : b->key_length;
    int order = memcmp(a->key, b->key, shorter);
    return order < 0 || (order == 0 && a->key_length < b->key_length);
}

/// Finds the key order of `r->fields` (`last_order`), by the last record's when the keys are the same strings.
/// The fields stay where the traversal put them: moving them into order copied 64 bytes a field twice (~130
/// instructions an item of host.sections-100x1000), and the readers go through `last_order` instead.
static inline void fe_record_sort(fe_record *r) {
    int count = r->count;
    int same = count == r->last_count;
    for (int i = 0; same && i < count; i++) same = r->fields[i].key == r->last_keys[i];
    r->same_keys = same;
    if (same) return;
    // Insertion sort of positions: records have a handful of fields.
    for (int i = 0; i < count; i++) {
        r->last_keys[i] = r->fields[i].key;
        int slot = i;
        while (slot > 0 && fe_record_key_less(&r->fields[i], &r->fields[r->last_order[slot - 1]])) {
            r->last_order[slot] = r->last_order[slot - 1];
            slot--;
        }
        r->last_order[slot] = i;
    }
    r->last_count = count;
}

/// The record's `rank`-th field in key order (after `fe_record_sort`).
static inline const fe_record_field *fe_record_sorted(const fe_record *r, int rank) {
    return &r->fields[r->last_order[rank]];
}

/// Reads the table at `index` (raw access: no metamethod runs, nothing is allocated in Lua, nothing raises) as a
/// record: string keys of ASCII text, values that are booleans, integers, plain numbers or UTF-8 strings, at most
/// FE_RECORD_CAPACITY fields besides `id`. Returns 1 with `r` filled, 0 to decline (the table is left as it was
/// and the stack as it was).
static inline int fe_read_record(lua_State *L, int index, fe_record *r) {
    r->count = 0;
    r->entries = 0;
    r->text_bytes = 0;
    r->json_bound = 2;
    r->whole_float = 0;
    r->id.type = 0;
    if (lua_type(L, index) != LUA_TTABLE || !lua_checkstack(L, 2)) return 0;
    index = lua_absindex(L, index);
    int top = lua_gettop(L);
    int position = 0;
    lua_pushnil(L);
    while (lua_next(L, index)) {
        if (lua_type(L, -2) != LUA_TSTRING) break;
        size_t key_length = 0;
        const char *key = lua_tolstring(L, -2, &key_length);
        unsigned char escapes = 0;
        if (position < r->seen_count && key == r->seen_keys[position]) {
            escapes = !r->seen_plain[position];
        } else {
            unsigned char high = 0;
            for (size_t i = 0; i < key_length; i++) {
                unsigned char b = (unsigned char)key[i];
                high |= b;
                escapes |= fe_json_escaped(b);
            }
            if (high >= 0x80) break;
            if (position <= FE_RECORD_CAPACITY) {
                r->seen_keys[position] = key;
                r->seen_plain[position] = !escapes;
                if (r->seen_count <= position) r->seen_count = position + 1;
            }
        }
        position++;
        int is_id = key_length == 2 && key[0] == 'i' && key[1] == 'd';
        if (!is_id && r->count == FE_RECORD_CAPACITY) break;
        fe_record_field *field = is_id ? &r->id : &r->fields[r->count];
        field->key = key;
        field->key_length = key_length;
        field->key_plain = !escapes;
        if (!fe_record_value(L, field)) break;
        r->entries++;
        r->text_bytes += key_length;
        if (!is_id) {
            // An escape takes at most six bytes (`\u001f`); text without any is copied as it is.
            r->json_bound += (field->key_plain ? 1 : 6) * key_length + 4;
            if (field->type == FE_FIELD_STRING) {
                r->text_bytes += field->text_length;
                r->json_bound += field->text_length + field->text_extra + 2;
            } else {
                r->json_bound += 32;
                if (field->type == FE_FIELD_NUMBER && field->number == trunc(field->number)) r->whole_float = 1;
            }
            r->count++;
        }
        lua_settop(L, top + 1);
    }
    if (lua_gettop(L) != top) {
        // Left the loop early: declined.
        lua_settop(L, top);
        r->id.type = 0;
        return 0;
    }
    fe_record_sort(r);
    return 1;
}

// MARK: - Canonical JSON

/// Copies `count` bytes to `out`; returns the end.
static inline unsigned char *fe_json_bytes(unsigned char *out, const char *bytes, size_t count) {
    memcpy(out, bytes, count);
    return out + count;
}

/// `"text"` with `"`, `\` and control characters escaped as `JSONWriter` escapes them; returns the end.
static inline unsigned char *fe_json_quoted(unsigned char *out, const char *text, size_t length, int plain) {
    static const char hex[] = "0123456789abcdef";
    *out++ = '"';
    if (plain) {
        out = fe_json_bytes(out, text, length);
        *out++ = '"';
        return out;
    }
    for (size_t i = 0; i < length; i++) {
        unsigned char byte = (unsigned char)text[i];
        if (byte >= 0x20 && byte != '"' && byte != '\\') {
            *out++ = byte;
            continue;
        }
        *out++ = '\\';
        switch (byte) {
        case '"': *out++ = '"'; break;
        case '\\': *out++ = '\\'; break;
        case 0x0A: *out++ = 'n'; break;
        case 0x0D: *out++ = 'r'; break;
        case 0x09: *out++ = 't'; break;
        default:
            out = fe_json_bytes(out, "u00", 3);
            *out++ = (unsigned char)hex[byte >> 4];
            *out++ = (unsigned char)hex[byte & 0x0F];
        }
    }
    *out++ = '"';
    return out;
}

static inline unsigned char *fe_json_unsigned(unsigned char *out, unsigned long long magnitude) {
    char digits[20];
    int count = 0;
    do {
        digits[sizeof digits - 1 - count++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude > 0);
    return fe_json_bytes(out, digits + sizeof digits - count, (size_t)count);
}

static inline unsigned char *fe_json_integer(unsigned char *out, long long value) {
    if (value < 0) *out++ = '-';
    return fe_json_unsigned(out, value < 0 ? 0ULL - (unsigned long long)value : (unsigned long long)value);
}

/// A plain number (`fe_number_is_plain`) as `JSONWriter.exactNumber` prints it: whole values as integers, others
/// as a decimal without trailing zeros.
static inline unsigned char *fe_json_number(unsigned char *out, double value) {
    if (fabs(value) < 9007199254740992.0 && value == trunc(value)) return fe_json_integer(out, (long long)value);
    long long thousandths = (long long)round(value * 1000.0);
    if (thousandths < 0) *out++ = '-';
    unsigned long long magnitude =
        thousandths < 0 ? 0ULL - (unsigned long long)thousandths : (unsigned long long)thousandths;
    out = fe_json_unsigned(out, magnitude / 1000);
    unsigned long long fraction = magnitude % 1000;
    if (fraction == 0) return out;
    *out++ = '.';
    for (unsigned long long divisor = 100; fraction != 0; divisor /= 10) {
        *out++ = (unsigned char)('0' + fraction / divisor);
        fraction %= divisor;
    }
    return out;
}

/// Writes the record's fields (without `id`) as a canonical JSON object into `out`, which holds at least
/// `r->json_bound` bytes; returns the byte count.
static inline size_t fe_record_json(const fe_record *r, unsigned char *out) {
    unsigned char *start = out;
    *out++ = '{';
    for (int i = 0; i < r->count; i++) {
        const fe_record_field *field = fe_record_sorted(r, i);
        if (i > 0) *out++ = ',';
        out = fe_json_quoted(out, field->key, field->key_length, field->key_plain);
        *out++ = ':';
        switch (field->type) {
        case FE_FIELD_BOOLEAN:
            out = field->integer ? fe_json_bytes(out, "true", 4) : fe_json_bytes(out, "false", 5);
            break;
        case FE_FIELD_INTEGER: out = fe_json_integer(out, (long long)field->integer); break;
        case FE_FIELD_NUMBER: out = fe_json_number(out, field->number); break;
        default: out = fe_json_quoted(out, field->text, field->text_length, field->text_plain); break;
        }
    }
    *out++ = '}';
    return (size_t)(out - start);
}

#endif

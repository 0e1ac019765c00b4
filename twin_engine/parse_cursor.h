// twin_engine/parse_cursor.h — the canonical IR parser's cursor over one line: the tokens of
// ir-format.md (defs `%12:acc`, uses `%12`, attribute dictionaries, types, op names).
//
// Used by parse_ir.cpp only. Every reader returns 1 and advances on success, or returns 0
// and leaves `error` set (the first message wins) without advancing past the bad token.
//
//   tw_cursor c = {line, length, 0, arena, NULL};
//   long long raw; const char* hint;
//   if (tw_cursor_def(&c, &raw, &hint) && tw_cursor_literal(&c, " = ")) ...
#ifndef IRGATE_TWIN_PARSE_CURSOR_H
#define IRGATE_TWIN_PARSE_CURSOR_H

#include "twin_engine/ir.h"

typedef struct tw_cursor {
  const char* line;
  size_t length;
  size_t at;
  tw_arena* arena;
  const char* error; /* first complaint, a static string */
} tw_cursor;

int tw_cursor_done(const tw_cursor* c);
int tw_cursor_peek(const tw_cursor* c, const char* literal);    /* 1 when the rest starts with it */
int tw_cursor_literal(tw_cursor* c, const char* literal);       /* consume exactly */
int tw_cursor_fail(tw_cursor* c, const char* message);          /* always 0 */
int tw_cursor_def(tw_cursor* c, long long* raw_id, const char** hint);
int tw_cursor_use(tw_cursor* c, long long* raw_id);
int tw_cursor_word(tw_cursor* c, const char* allowed, const char** start, size_t* length);
int tw_cursor_type(tw_cursor* c, tw_type* type);
/* `{k = v, …}` into attrs (at most `capacity`), count in *n. */
int tw_cursor_attrs(tw_cursor* c, tw_attr* attrs, int capacity, int* n);

#endif

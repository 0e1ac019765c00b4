// twin_engine/parse_cursor.cpp — see parse_cursor.h.
#include "twin_engine/parse_cursor.h"

#include <errno.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

static const char kLower[] = "abcdefghijklmnopqrstuvwxyz";

int tw_cursor_done(const tw_cursor* c) { return c->at >= c->length; }

int tw_cursor_peek(const tw_cursor* c, const char* literal) {
  size_t n = strlen(literal);
  return c->length - c->at >= n && memcmp(c->line + c->at, literal, n) == 0;
}

int tw_cursor_fail(tw_cursor* c, const char* message) {
  if (!c->error) c->error = message;
  return 0;
}

int tw_cursor_literal(tw_cursor* c, const char* literal) {
  if (!tw_cursor_peek(c, literal)) return tw_cursor_fail(c, "unexpected text");
  c->at += strlen(literal);
  return 1;
}

int tw_cursor_word(tw_cursor* c, const char* allowed, const char** start, size_t* length) {
  size_t from = c->at;
  while (c->at < c->length && c->line[c->at] && strchr(allowed, c->line[c->at])) ++c->at;
  *start = c->line + from;
  *length = c->at - from;
  return *length > 0 ? 1 : tw_cursor_fail(c, "expected a word");
}

static int number(tw_cursor* c, long long* value) {
  const char* start;
  size_t length;
  if (!tw_cursor_word(c, "0123456789", &start, &length)) return tw_cursor_fail(c, "expected a value id");
  if (length > 9) return tw_cursor_fail(c, "value id too large");
  /* Digit by digit, not strtoll: the line is not NUL-terminated, and strtoll read on past an id
   * that ends the text (fuzz/tile_ir_differential_fuzzer found it). */
  *value = 0;
  for (size_t i = 0; i < length; ++i) *value = *value * 10 + (start[i] - '0');
  return 1;
}

int tw_cursor_use(tw_cursor* c, long long* raw_id) {
  if (!tw_cursor_literal(c, "%")) return tw_cursor_fail(c, "expected %<id>");
  return number(c, raw_id);
}

int tw_cursor_def(tw_cursor* c, long long* raw_id, const char** hint) {
  if (!tw_cursor_use(c, raw_id) || !tw_cursor_literal(c, ":")) return tw_cursor_fail(c, "expected %<id>:<hint>");
  /* The hint runs to the next delimiter; whether it is a valid hint is the verifier's call
   * (ir-format.md §Verifier rules: "every hint valid"), so `%3:Part-` parses and is ir_invalid. */
  size_t start = c->at;
  while (c->at < c->length && !strchr(" ,)", c->line[c->at])) ++c->at;
  *hint = tw_arena_strndup(c->arena, c->line + start, c->at - start);
  return *hint ? 1 : tw_cursor_fail(c, "out of memory");
}

int tw_cursor_type(tw_cursor* c, tw_type* type) {
  const char* start;
  size_t length;
  if (tw_cursor_peek(c, "vec<")) { /* `vec<N x T>`: the canonical spelling only (ir-format.md §Types) */
    const char* close = (const char*)memchr(c->line + c->at, '>', c->length - c->at);
    if (!close) return tw_cursor_fail(c, "unterminated vector type");
    length = (size_t)(close - (c->line + c->at)) + 1;
    *type = tw_type_by_spelling(c->line + c->at, length);
    if (*type == TW_TYPE_NONE) return tw_cursor_fail(c, "unknown type");
    c->at += length;
    return 1;
  }
  if (!tw_cursor_word(c, "abcdefghijklmnopqrstuvwxyz0123456789<>", &start, &length))
    return tw_cursor_fail(c, "expected a type");
  *type = tw_type_by_spelling(start, length);
  return *type != TW_TYPE_NONE ? 1 : tw_cursor_fail(c, "unknown type");
}

static int string_value(tw_cursor* c, tw_attr* attr) {
  ++c->at; /* the opening quote */
  char* out = (char*)tw_arena_alloc(c->arena, c->length - c->at + 1);
  if (!out) return tw_cursor_fail(c, "out of memory");
  size_t n = 0;
  while (c->at < c->length && c->line[c->at] != '"') {
    if (c->line[c->at] == '\\') {
      if (c->at + 1 >= c->length || (c->line[c->at + 1] != '"' && c->line[c->at + 1] != '\\'))
        return tw_cursor_fail(c, "bad escape in a string");
      ++c->at;
    }
    out[n++] = c->line[c->at++];
  }
  if (c->at >= c->length) return tw_cursor_fail(c, "unterminated string");
  ++c->at;
  out[n] = '\0';
  attr->kind = TW_ATTR_STRING;
  attr->string = out;
  return 1;
}

/* A number with any of `. x X p P` is a float (strtod), else an integer (ir-format.md). */
static int number_value(tw_cursor* c, tw_attr* attr) {
  const char* start;
  size_t length;
  if (!tw_cursor_word(c, "-+0123456789abcdefABCDEFxXpP.", &start, &length))
    return tw_cursor_fail(c, "expected a value");
  char buffer[64];
  if (length >= sizeof buffer) return tw_cursor_fail(c, "number too long");
  memcpy(buffer, start, length);
  buffer[length] = '\0';
  char* end = NULL;
  errno = 0;
  if (strpbrk(buffer, ".xXpP")) {
    attr->kind = TW_ATTR_FLOAT;
    locale_t c_numeric = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0); /* '.' whatever the caller's locale */
    attr->real = c_numeric ? strtod_l(buffer, &end, c_numeric) : strtod(buffer, &end);
    if (c_numeric) freelocale(c_numeric);
  } else {
    attr->kind = TW_ATTR_INT;
    attr->integer = strtoll(buffer, &end, 10);
  }
  if (end != buffer + length || errno == ERANGE) return tw_cursor_fail(c, "bad number");
  return 1;
}

static int attr_value(tw_cursor* c, tw_attr* attr) {
  if (tw_cursor_peek(c, "\"")) return string_value(c, attr);
  if (tw_cursor_peek(c, "true") || tw_cursor_peek(c, "false")) {
    int truth = tw_cursor_peek(c, "true");
    c->at += truth ? 4 : 5;
    attr->kind = TW_ATTR_BOOL;
    attr->integer = truth;
    return 1;
  }
  return number_value(c, attr);
}

int tw_cursor_attrs(tw_cursor* c, tw_attr* attrs, int capacity, int* n) {
  *n = 0;
  if (!tw_cursor_literal(c, "{")) return 0;
  if (tw_cursor_peek(c, "}")) return tw_cursor_literal(c, "}");
  for (;;) {
    if (*n >= capacity) return tw_cursor_fail(c, "too many attributes");
    tw_attr* attr = &attrs[*n];
    memset(attr, 0, sizeof *attr);
    const char* start;
    size_t length;
    if (!strchr(kLower, c->at < c->length ? c->line[c->at] : '\0') && !tw_cursor_peek(c, "_"))
      return tw_cursor_fail(c, "expected an attribute key");
    if (!tw_cursor_word(c, "abcdefghijklmnopqrstuvwxyz0123456789_", &start, &length)) return 0;
    attr->key = tw_arena_strndup(c->arena, start, length);
    if (!attr->key) return tw_cursor_fail(c, "out of memory");
    if (!tw_cursor_literal(c, " = ") || !attr_value(c, attr)) return tw_cursor_fail(c, "bad attribute");
    for (int i = 0; i < *n; ++i) {
      if (strcmp(attrs[i].key, attr->key) == 0) return tw_cursor_fail(c, "duplicate attribute key");
    }
    ++*n;
    if (tw_cursor_peek(c, "}")) return tw_cursor_literal(c, "}");
    if (!tw_cursor_literal(c, ", ")) return tw_cursor_fail(c, "expected ', ' or '}' in attributes");
  }
}

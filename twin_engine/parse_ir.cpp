// twin_engine/parse_ir.cpp — the canonical IR parser (docs/ir-format.md): line by line into the
// twin's flat kernel, renumbering whatever ids it reads into first-definition order (which is
// text order). Syntax errors refuse ir_malformed at once; id problems (a use before any
// definition, a second definition) are kept and refused as ir_invalid once the text parsed.
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "twin_engine/ir_passes.h"
#include "twin_engine/parse_cursor.h"

enum { TW_PARSE_MAX_DEPTH = 64, TW_PARSE_MAX_LIST = 600, TW_PARSE_MAX_ATTRS = 16 };

typedef struct tw_id_map { /* raw id -> canonical id, open addressing */
  long long* keys;
  int* values;
  int capacity, count;
} tw_id_map;

typedef struct tw_op_text tw_op_text;

typedef struct tw_parser {
  tw_kernel* k;
  tw_fail* fail;
  int line_number;
  tw_id_map ids;
  char invalid[256]; /* first id problem, reported after the parse */
  int open_ops[TW_PARSE_MAX_DEPTH];
  int depth;
  int region; /* where the next op goes */
  int saw_op;
  tw_op_text* scratch;
} tw_parser;

static int map_find(const tw_id_map* m, long long key) {
  if (!m->capacity) return -1;
  for (int i = (int)(key % m->capacity);; i = (i + 1) % m->capacity) {
    if (m->keys[i] < 0) return -1;
    if (m->keys[i] == key) return m->values[i];
  }
}

static int map_insert(tw_parser* p, long long key, int value) {
  tw_id_map* m = &p->ids;
  if ((m->count + 1) * 2 > m->capacity) {
    tw_id_map grown = {NULL, NULL, m->capacity ? m->capacity * 2 : 1024, 0};
    grown.keys = TW_NEW_ARRAY(p->k->arena, long long, grown.capacity);
    grown.values = TW_NEW_ARRAY(p->k->arena, int, grown.capacity);
    if (!grown.keys || !grown.values) return 0;
    memset(grown.keys, 0xff, sizeof(long long) * (size_t)grown.capacity);
    tw_id_map old = *m;
    *m = grown;
    for (int i = 0; i < old.capacity; ++i) {
      if (old.keys[i] >= 0) map_insert(p, old.keys[i], old.values[i]);
    }
  }
  int i = (int)(key % m->capacity);
  while (m->keys[i] >= 0) i = (i + 1) % m->capacity;
  m->keys[i] = key;
  m->values[i] = value;
  ++m->count;
  return 1;
}

static void note_invalid(tw_parser* p, const char* what, long long raw) {
  if (!p->invalid[0]) snprintf(p->invalid, sizeof p->invalid, "line %d: %%%lld %s", p->line_number, raw, what);
}

static int malformed(tw_parser* p, const char* message) {
  tw_refuse(p->fail, TW_REFUSAL_ir_malformed, p->line_number, message);
  return 0;
}

/* A new value for a definition read as %raw:hint. */
static int define(tw_parser* p, long long raw, const char* hint, tw_type type, int def_op) {
  int value = tw_ir_add_value(p->k, type, hint, def_op);
  if (value < 0) return malformed(p, "out of memory"), -1;
  if (map_find(&p->ids, raw) >= 0)
    note_invalid(p, "is defined twice", raw);
  else if (!map_insert(p, raw, value))
    return malformed(p, "out of memory"), -1;
  return value;
}

static int use(tw_parser* p, long long raw) {
  int value = map_find(&p->ids, raw);
  if (value < 0) note_invalid(p, "is used before any definition", raw);
  return value < 0 ? 0 : value; /* a stand-in: the kernel is never verified nor lowered then */
}

static int parse_kernel_line(tw_parser* p, tw_cursor* c) {
  const char* name;
  size_t length;
  if (!tw_cursor_literal(c, "kernel @") ||
      !tw_cursor_word(c, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.$-", &name, &length) ||
      (name[0] >= '0' && name[0] <= '9') || /* an LLVM identifier: [-a-zA-Z$._][-a-zA-Z$._0-9]* */
      !tw_cursor_literal(c, " "))
    return malformed(p, "expected 'kernel @<name> {<attrs>}'");
  tw_attr attrs[TW_PARSE_MAX_ATTRS];
  int n = 0;
  if (!tw_cursor_attrs(c, attrs, TW_PARSE_MAX_ATTRS, &n) || !tw_cursor_done(c))
    return malformed(p, c->error ? c->error : "trailing text after the kernel attributes");
  p->k->name = tw_arena_strndup(p->k->arena, name, length);
  p->k->first_attr = tw_ir_add_attrs(p->k, attrs, n);
  p->k->n_attrs = n;
  return p->k->name && p->k->first_attr >= 0 ? 1 : malformed(p, "out of memory");
}

static int parse_param_line(tw_parser* p, tw_cursor* c) {
  if (p->saw_op) return malformed(p, "a param after the first op");
  long long raw;
  const char* hint;
  tw_type type;
  if (!tw_cursor_literal(c, "param ") || !tw_cursor_def(c, &raw, &hint) || !tw_cursor_literal(c, " : ") ||
      !tw_cursor_type(c, &type))
    return malformed(p, c->error ? c->error : "bad param line");
  tw_attr attrs[TW_PARSE_MAX_ATTRS];
  int n = 0;
  if (tw_cursor_peek(c, " {") && (!tw_cursor_literal(c, " ") || !tw_cursor_attrs(c, attrs, TW_PARSE_MAX_ATTRS, &n)))
    return malformed(p, c->error ? c->error : "bad param attributes");
  if (!tw_cursor_done(c)) return malformed(p, "trailing text after a param");
  int param = tw_ir_add_param(p->k, type, hint, attrs, n);
  if (param < 0) return malformed(p, "out of memory");
  int value = p->k->params[param].value;
  if (map_find(&p->ids, raw) >= 0)
    note_invalid(p, "is defined twice", raw);
  else if (!map_insert(p, raw, value))
    return malformed(p, "out of memory");
  return 1;
}

struct tw_op_text { /* one op line, as read; the counters come first (reset per line) */
  int n_defs, n_uses, n_attrs, n_args, n_types, has_iv, opens_region;
  tw_opcode opcode;
  long long def_raw[TW_PARSE_MAX_LIST], use_raw[TW_PARSE_MAX_LIST], arg_raw[TW_PARSE_MAX_LIST], iv_raw;
  const char* def_hint[TW_PARSE_MAX_LIST];
  const char* arg_hint[TW_PARSE_MAX_LIST];
  const char* iv_hint;
  tw_type types[TW_PARSE_MAX_LIST];
  tw_attr attrs[TW_PARSE_MAX_ATTRS];
};

static int read_defs(tw_cursor* c, long long* raw, const char** hints, int* n) {
  do {
    if (*n >= TW_PARSE_MAX_LIST) return tw_cursor_fail(c, "too many values on one line");
    if (!tw_cursor_def(c, &raw[*n], &hints[*n])) return 0;
    ++*n;
  } while (tw_cursor_peek(c, ", ") && tw_cursor_literal(c, ", "));
  return 1;
}

static int read_op_line(tw_cursor* c, tw_op_text* t) {
  if (tw_cursor_peek(c, "%") && (!read_defs(c, t->def_raw, t->def_hint, &t->n_defs) || !tw_cursor_literal(c, " = ")))
    return tw_cursor_fail(c, "bad result list");
  const char* name;
  size_t length;
  if (!tw_cursor_word(c, "abcdefghijklmnopqrstuvwxyz0123456789._", &name, &length))
    return tw_cursor_fail(c, "expected an op name");
  int opcode = tw_op_by_name(name, length);
  if (opcode < 0) return tw_cursor_fail(c, "unknown op");
  t->opcode = (tw_opcode)opcode;
  if (tw_cursor_peek(c, " %")) {
    do {
      if (t->n_uses >= TW_PARSE_MAX_LIST) return tw_cursor_fail(c, "too many operands");
      c->at += 1; /* the space or the comma's space */
      if (!tw_cursor_use(c, &t->use_raw[t->n_uses++])) return 0;
    } while (tw_cursor_peek(c, ", %") && tw_cursor_literal(c, ","));
  }
  if (tw_cursor_peek(c, " {") && c->at + 2 < c->length) {
    c->at += 1;
    if (!tw_cursor_attrs(c, t->attrs, TW_PARSE_MAX_ATTRS, &t->n_attrs)) return 0;
  }
  if (tw_cursor_peek(c, " iv(")) {
    c->at += 4;
    t->has_iv = 1;
    if (!tw_cursor_def(c, &t->iv_raw, &t->iv_hint) || !tw_cursor_literal(c, ")"))
      return tw_cursor_fail(c, "bad iv(...)");
  }
  if (tw_cursor_peek(c, " args(")) {
    c->at += 6;
    if (!read_defs(c, t->arg_raw, t->arg_hint, &t->n_args) || !tw_cursor_literal(c, ")"))
      return tw_cursor_fail(c, "bad args(...)");
  }
  if (tw_cursor_peek(c, " : ")) {
    c->at += 3;
    do {
      if (t->n_types >= TW_PARSE_MAX_LIST) return tw_cursor_fail(c, "too many result types");
      if (!tw_cursor_type(c, &t->types[t->n_types++])) return 0;
    } while (tw_cursor_peek(c, ", ") && tw_cursor_literal(c, ", "));
  }
  if (tw_cursor_peek(c, " {")) {
    c->at += 2;
    t->opens_region = 1;
  }
  return tw_cursor_done(c) ? 1 : tw_cursor_fail(c, "unexpected text at the end of an op line");
}

static int parse_op_line(tw_parser* p, tw_cursor* c) {
  /* One scratch line for the whole parse: only its counters need resetting. */
  if (!p->scratch && !(p->scratch = TW_NEW_ARRAY(p->k->arena, tw_op_text, 1))) return malformed(p, "out of memory");
  tw_op_text* t = p->scratch;
  memset(t, 0, offsetof(tw_op_text, def_raw));
  if (!read_op_line(c, t)) return malformed(p, c->error ? c->error : "bad op line");
  /* The op line's form is generic: which ops may carry iv(...), args(...) or a region is the
   * verifier's business (ir_invalid), like operand counts. */
  if (t->n_defs != t->n_types) return malformed(p, "the number of results and result types differ");
  p->saw_op = 1;
  int operands[TW_PARSE_MAX_LIST];
  for (int i = 0; i < t->n_uses; ++i) operands[i] = use(p, t->use_raw[i]);
  int op = tw_ir_append_op(p->k, p->region, t->opcode, operands, t->n_uses, t->attrs, t->n_attrs);
  if (op < 0) return malformed(p, "out of memory");
  p->k->ops[op].first_result = p->k->n_values;
  p->k->ops[op].n_results = t->n_defs;
  for (int i = 0; i < t->n_defs; ++i) {
    if (define(p, t->def_raw[i], t->def_hint[i], t->types[i], op) < 0) return 0;
  }
  int first_region_arg = p->k->n_values;
  if (t->has_iv && define(p, t->iv_raw, t->iv_hint, TW_TYPE_I32, op) < 0) return 0;
  for (int i = 0; i < t->n_args; ++i) { /* an iter-arg has the type of its result (none: unknown) */
    if (define(p, t->arg_raw[i], t->arg_hint[i], i < t->n_types ? t->types[i] : TW_TYPE_NONE, op) < 0) return 0;
  }
  for (int v = first_region_arg; v < p->k->n_values; ++v) p->k->values[v].is_region_arg = 1;
  p->k->ops[op].first_region_arg = first_region_arg;
  p->k->ops[op].n_region_args = p->k->n_values - first_region_arg;
  if (!t->opens_region) return 1;
  if (p->depth >= TW_PARSE_MAX_DEPTH) return malformed(p, "regions nested too deeply");
  int region = tw_ir_add_region(p->k);
  if (region < 0) return malformed(p, "out of memory");
  p->k->ops[op].regions[0] = region;
  p->k->ops[op].n_regions = 1;
  p->open_ops[p->depth++] = op;
  p->region = region;
  return 1;
}

/* The region ops go into once the innermost open op's current region closes. */
static int enclosing_region(const tw_parser* p) {
  if (p->depth == 0) return p->k->entry_region;
  const tw_op* open = &p->k->ops[p->open_ops[p->depth - 1]];
  return open->regions[open->n_regions - 1];
}

static int parse_close_line(tw_parser* p, int with_else) {
  if (p->depth == 0) return malformed(p, "'}' without an open region");
  tw_op* open = &p->k->ops[p->open_ops[p->depth - 1]];
  if (with_else) {
    if (open->n_regions != 1) return malformed(p, "a second '} else {' in one op"); /* which op: the verifier's */
    int region = tw_ir_add_region(p->k);
    if (region < 0) return malformed(p, "out of memory");
    open->regions[1] = region;
    open->n_regions = 2;
    p->region = region;
    return 1;
  }
  --p->depth;
  p->region = enclosing_region(p);
  return 1;
}

void tw_parse_canonical(const char* text, size_t size, tw_arena* arena, tw_kernel* k, tw_fail* fail) {
  if (fail->status) return;
  tw_kernel_init(k, arena);
  tw_parser p;
  memset(&p, 0, sizeof p);
  p.k = k;
  p.fail = fail;
  p.region = k->entry_region;
  int ended = 0;
  size_t at = 0;
  while (at < size && !fail->status) {
    const char* newline = (const char*)memchr(text + at, '\n', size - at);
    size_t length = newline ? (size_t)(newline - (text + at)) : size - at;
    tw_cursor c = {text + at, length, 0, arena, NULL};
    at += length + (newline ? 1 : 0);
    ++p.line_number;
    if (memchr(c.line, '\0', length)) {
      malformed(&p, "a NUL byte inside the text");
    } else if (ended) {
      malformed(&p, "text after 'end'");
    } else if (p.line_number == 1) {
      if (!(length == 12 && memcmp(c.line, "irgate.ir v1", 12) == 0)) malformed(&p, "line 1 must be 'irgate.ir v1'");
    } else if (p.line_number == 2) {
      parse_kernel_line(&p, &c);
    } else if (length == 3 && memcmp(c.line, "end", 3) == 0) {
      if (p.depth) malformed(&p, "'end' inside an open region");
      ended = 1;
    } else {
      while (c.at < c.length && c.line[c.at] == ' ') ++c.at;
      if (tw_cursor_peek(&c, "param "))
        parse_param_line(&p, &c);
      else if (c.length - c.at == 1 && c.line[c.at] == '}')
        parse_close_line(&p, 0);
      else if (c.length - c.at == 8 && memcmp(c.line + c.at, "} else {", 8) == 0)
        parse_close_line(&p, 1);
      else
        parse_op_line(&p, &c);
    }
  }
  if (fail->status) return;
  if (!ended) {
    ++p.line_number;
    malformed(&p, p.line_number <= 2 ? "the text ends before the kernel line" : "the text ends without 'end'");
    return;
  }
  if (p.invalid[0]) tw_refuse(fail, TW_REFUSAL_ir_invalid, p.invalid);
}

// twin_engine/arena.h — the twin's memory: one arena per engine call, growable flat arrays in it,
// and a malloc'd text buffer filled with printf-style appends.
//
// Every twin entry point creates one tw_arena on its stack, allocates everything of the call in
// it (kernel, values, ops, names) and frees it in one go; nothing outlives the call except the
// malloc'd output text handed to the caller. No global state: two threads never share an arena.
//
//   tw_arena arena = {};
//   int* ids = TW_NEW_ARRAY(&arena, int, 16);
//   tw_text out = {};
//   tw_text_printf(&out, "%%%s%d", "lane", 20);
//   tw_arena_release(&arena);            // ids are gone; out.data is still the caller's to free
#ifndef IRGATE_TWIN_ARENA_H
#define IRGATE_TWIN_ARENA_H

#include <stddef.h>

typedef struct tw_arena_chunk tw_arena_chunk;

typedef struct tw_arena {
  tw_arena_chunk* head; /* newest chunk first */
  int out_of_memory;    /* sticky: set once an allocation failed */
} tw_arena;

/* Zeroed memory of `bytes` bytes, 16-byte aligned, or NULL (and out_of_memory set). */
void* tw_arena_alloc(tw_arena* arena, size_t bytes);
char* tw_arena_strdup(tw_arena* arena, const char* text);
char* tw_arena_strndup(tw_arena* arena, const char* text, size_t length);
void tw_arena_release(tw_arena* arena);

#define TW_NEW_ARRAY(arena, type, count) ((type*)tw_arena_alloc((arena), sizeof(type) * (size_t)(count)))

/* A growable array living in an arena: grow by doubling, the old block stays in the arena
 * (freed with it). Returns 0 on out-of-memory. */
int tw_arena_grow(tw_arena* arena, void** items, int* capacity, int needed, size_t item_size);

#define TW_PUSH(arena, items, count, capacity)                                                   \
  (tw_arena_grow((arena), (void**)&(items), &(capacity), (count) + 1, sizeof(*(items))) ? (count)++ \
                                                                                        : -1)

/* A malloc'd, always NUL-terminated text. `failed` is sticky (allocation failure). */
typedef struct tw_text {
  char* data;
  size_t size;
  size_t capacity;
  int failed;
} tw_text;

void tw_text_printf(tw_text* text, const char* format, ...) __attribute__((format(printf, 2, 3)));
void tw_text_append(tw_text* text, const char* bytes, size_t length);
void tw_text_puts(tw_text* text, const char* zstring);
void tw_text_free(tw_text* text);
/* Hands the bytes to the caller (malloc'd, NUL-terminated) and empties `text`. */
char* tw_text_take(tw_text* text, size_t* size);

#endif

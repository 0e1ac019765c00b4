// twin_engine/arena.cpp — see arena.h.
#include "twin_engine/arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tw_arena_chunk {
  tw_arena_chunk* next;
  size_t used;
  size_t capacity;
  alignas(16) unsigned char bytes[];
};

static const size_t TW_CHUNK_BYTES = 64 * 1024;

void* tw_arena_alloc(tw_arena* arena, size_t bytes) {
  size_t rounded = (bytes + 15u) & ~(size_t)15u;
  if (rounded == 0) rounded = 16;
  tw_arena_chunk* chunk = arena->head;
  if (!chunk || chunk->capacity - chunk->used < rounded) {
    size_t capacity = rounded > TW_CHUNK_BYTES ? rounded : TW_CHUNK_BYTES;
    chunk = (tw_arena_chunk*)malloc(sizeof(tw_arena_chunk) + capacity);
    if (!chunk) {
      arena->out_of_memory = 1;
      return NULL;
    }
    chunk->next = arena->head;
    chunk->used = 0;
    chunk->capacity = capacity;
    arena->head = chunk;
  }
  void* p = chunk->bytes + chunk->used;
  chunk->used += rounded;
  memset(p, 0, rounded);
  return p;
}

char* tw_arena_strndup(tw_arena* arena, const char* text, size_t length) {
  char* copy = (char*)tw_arena_alloc(arena, length + 1);
  if (!copy) return NULL;
  memcpy(copy, text, length);
  copy[length] = '\0';
  return copy;
}

char* tw_arena_strdup(tw_arena* arena, const char* text) { return tw_arena_strndup(arena, text, strlen(text)); }

void tw_arena_release(tw_arena* arena) {
  tw_arena_chunk* chunk = arena->head;
  while (chunk) {
    tw_arena_chunk* next = chunk->next;
    free(chunk);
    chunk = next;
  }
  arena->head = NULL;
}

int tw_arena_grow(tw_arena* arena, void** items, int* capacity, int needed, size_t item_size) {
  if (needed <= *capacity) return 1;
  int grown = *capacity ? *capacity * 2 : 16;
  while (grown < needed) grown *= 2;
  void* fresh = tw_arena_alloc(arena, item_size * (size_t)grown);
  if (!fresh) return 0;
  if (*items) memcpy(fresh, *items, item_size * (size_t)*capacity);
  *items = fresh;
  *capacity = grown;
  return 1;
}

static int text_reserve(tw_text* text, size_t extra) {
  if (text->failed) return 0;
  size_t needed = text->size + extra + 1;
  if (needed <= text->capacity) return 1;
  size_t capacity = text->capacity ? text->capacity * 2 : 4096;
  while (capacity < needed) capacity *= 2;
  char* fresh = (char*)realloc(text->data, capacity);
  if (!fresh) {
    text->failed = 1;
    return 0;
  }
  text->data = fresh;
  text->capacity = capacity;
  return 1;
}

void tw_text_append(tw_text* text, const char* bytes, size_t length) {
  if (!text_reserve(text, length)) return;
  memcpy(text->data + text->size, bytes, length);
  text->size += length;
  text->data[text->size] = '\0';
}

void tw_text_puts(tw_text* text, const char* zstring) { tw_text_append(text, zstring, strlen(zstring)); }

void tw_text_printf(tw_text* text, const char* format, ...) {
  va_list args;
  va_start(args, format);
  va_list again;
  va_copy(again, args);
  int length = vsnprintf(NULL, 0, format, args);
  va_end(args);
  if (length < 0) {
    text->failed = 1;
  } else if (text_reserve(text, (size_t)length)) {
    vsnprintf(text->data + text->size, (size_t)length + 1, format, again);
    text->size += (size_t)length;
  }
  va_end(again);
}

void tw_text_free(tw_text* text) {
  free(text->data);
  memset(text, 0, sizeof *text);
}

char* tw_text_take(tw_text* text, size_t* size) {
  if (!text_reserve(text, 0)) return NULL;
  char* data = text->data;
  if (size) *size = text->size;
  memset(text, 0, sizeof *text);
  return data;
}

// Word-sized atomics for Signals' lock-free send path.
// Plain C11/GCC builtins so the Swift code stays portable to every platform Swift runs on
// and ThreadSanitizer sees every access. All functions are static inline: no call on the hot path.
#ifndef SIGNALS_ATOMICS_H
#define SIGNALS_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>
#include <pthread.h>

/// Loads `*word` with acquire ordering.
static inline intptr_t signals_atomic_load(intptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Stores `value` into `*word` with release ordering.
static inline void signals_atomic_store(intptr_t *word, intptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/// Replaces `*word` with `desired` if it equals `expected` (acquire-release); returns whether it did.
static inline bool signals_atomic_cas(intptr_t *word, intptr_t expected, intptr_t desired) {
    return __atomic_compare_exchange_n(word, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/// Stores `value` into `*word` and returns the previous value (acquire-release).
static inline intptr_t signals_atomic_exchange(intptr_t *word, intptr_t value) {
    return __atomic_exchange_n(word, value, __ATOMIC_ACQ_REL);
}

/// Adds `delta` to `*word` and returns the new value (acquire-release).
static inline intptr_t signals_atomic_add(intptr_t *word, intptr_t delta) {
    return __atomic_add_fetch(word, delta, __ATOMIC_ACQ_REL);
}

/// Sets the bits of `mask` in `*word` and returns the previous value (acquire-release).
static inline intptr_t signals_atomic_or(intptr_t *word, intptr_t mask) {
    return __atomic_fetch_or(word, mask, __ATOMIC_ACQ_REL);
}

/// The calling thread's identity as a word, different for every live thread. A queue's drainer
/// stores it so that a sender can tell that it is that drainer itself. On Linux it is the thread
/// pointer (the thread's control block, which glibc's and musl's `pthread_self()` return or point
/// into), read in one instruction instead of a call; elsewhere `pthread_self()`.
static inline intptr_t signals_thread_token(void) {
#if defined(__linux__) && defined(__has_builtin)
#if __has_builtin(__builtin_thread_pointer)
    return (intptr_t)__builtin_thread_pointer();
#endif
#endif
    return (intptr_t)pthread_self();
}

/// Whether the binding inspector records (`Inspector.isEnabled`): 0 or 1. A C global so that the
/// engine's check (on each observable made and each subscription, never on a send) is one load.
extern intptr_t signals_inspector_flag;

/// Whether the binding inspector records (relaxed: a switch, not a fence).
static inline bool signals_inspector_is_recording(void) {
    return __atomic_load_n(&signals_inspector_flag, __ATOMIC_RELAXED) != 0;
}

/// The binding inspector's event counter: each recorded event takes the next tick, so ticks order
/// events across streams.
extern intptr_t signals_inspector_ticks;

/// The next tick of the binding inspector's event order (relaxed: an order number, not a fence).
static inline intptr_t signals_inspector_next_tick(void) {
    return __atomic_add_fetch(&signals_inspector_ticks, 1, __ATOMIC_RELAXED);
}

/// Turns the binding inspector's recording on or off.
static inline void signals_inspector_set_recording(bool on) {
    __atomic_store_n(&signals_inspector_flag, on ? 1 : 0, __ATOMIC_RELAXED);
}

#endif

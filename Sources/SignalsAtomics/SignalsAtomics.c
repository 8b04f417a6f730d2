// The word functions live in include/SignalsAtomics.h as static inline functions; this file holds
// the globals of the binding inspector they need: its switch and its event counter.
#include "SignalsAtomics.h"

intptr_t signals_inspector_flag = 0;
intptr_t signals_inspector_ticks = 0;

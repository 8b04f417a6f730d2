// Everything lives in include/SignalsAtomics.h as static inline functions; this file gives the target a source.
#include "SignalsAtomics.h"

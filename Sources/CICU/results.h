// Per-thread scratch result objects. UFormattedNumber is a mutable output buffer: sharing
// one across threads is a data race, and opening one per call costs an allocation on a hot
// path. Each thread lazily gets its own, freed when the thread exits.
#ifndef CICU_RESULTS_H
#define CICU_RESULTS_H
#include <unicode/unumberformatter.h>

UFormattedNumber *cicu_thread_number_result(UErrorCode *status);

#endif

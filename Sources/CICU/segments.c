#include "CICU.h"
#include <unicode/ubrk.h>

cicu_sentence_breaker *cicu_sentence_breaker_open(const char *locale, int32_t *status) {
    // Opened without text: the prototype is only ever cloned, never iterated.
    return (cicu_sentence_breaker *)ubrk_open(UBRK_SENTENCE, locale, NULL, 0, (UErrorCode *)status);
}

void cicu_sentence_breaker_close(cicu_sentence_breaker *breaker) {
    if (breaker) ubrk_close((UBreakIterator *)breaker);
}

int32_t cicu_sentence_boundaries(const cicu_sentence_breaker *breaker, const uint16_t *text, int32_t length,
                                 int32_t *boundaries, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    // A break iterator keeps its position and text: each call iterates a clone of its own,
    // so one prototype serves every thread (cloning is a const operation on the prototype).
    UBreakIterator *iterator = ubrk_clone((const UBreakIterator *)breaker, (UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    ubrk_setText(iterator, (const UChar *)text, length, (UErrorCode *)status);
    int32_t count = 0;
    if (U_SUCCESS(*status)) {
        ubrk_first(iterator);
        for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
            if (count < capacity) boundaries[count] = boundary;
            count++;
        }
        if (count > capacity) *status = U_BUFFER_OVERFLOW_ERROR;
    }
    ubrk_close(iterator);
    return count;
}

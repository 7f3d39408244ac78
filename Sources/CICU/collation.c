#include "CICU.h"
#include <unicode/ucol.h>

cicu_collator *cicu_collator_open(const char *locale, int32_t numeric, int32_t *status) {
    UCollator *collator = ucol_open(locale, (UErrorCode *)status);
    if (U_FAILURE(*status)) return NULL;
    ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, numeric ? UCOL_ON : UCOL_OFF, (UErrorCode *)status);
    if (U_FAILURE(*status)) {
        // The caller gets no pointer on failure, so nothing else could free it.
        ucol_close(collator);
        return NULL;
    }
    return (cicu_collator *)collator;
}

void cicu_collator_close(cicu_collator *collator) {
    if (collator) ucol_close((UCollator *)collator);
}

int32_t cicu_collator_compare_utf8(const cicu_collator *collator, const char *left, int32_t left_length,
                                   const char *right, int32_t right_length, int32_t *status) {
    return (int32_t)ucol_strcollUTF8((const UCollator *)collator, left, left_length, right, right_length,
                                     (UErrorCode *)status);
}

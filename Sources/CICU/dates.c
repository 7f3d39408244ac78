#include "CICU.h"
#include <string.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

int32_t cicu_best_date_pattern(const char *locale, const uint16_t *skeleton,
                               int32_t skeleton_length, uint16_t *out, int32_t capacity,
                               int32_t *status) {
    UDateTimePatternGenerator *generator = udatpg_open(locale, (UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    int32_t length = udatpg_getBestPattern(generator, (const UChar *)skeleton, skeleton_length,
                                           (UChar *)out, capacity, (UErrorCode *)status);
    udatpg_close(generator);
    return length;
}

cicu_date_formatter *cicu_date_formatter_open(const char *locale, const uint16_t *pattern,
                                              int32_t pattern_length, int32_t *status) {
    static const UChar utc[] = u"UTC";
    return (cicu_date_formatter *)udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, utc, 3,
                                            (const UChar *)pattern, pattern_length,
                                            (UErrorCode *)status);
}

void cicu_date_formatter_close(cicu_date_formatter *formatter) {
    if (formatter) udat_close((UDateFormat *)formatter);
}

int32_t cicu_date_format(cicu_date_formatter *formatter, double milliseconds_since_1970,
                         uint16_t *out, int32_t capacity, int32_t *status) {
    return udat_format((const UDateFormat *)formatter, milliseconds_since_1970, (UChar *)out,
                       capacity, NULL, (UErrorCode *)status);
}

int32_t cicu_duration_units_pattern(const char *locale, const char *key, uint16_t *out,
                                    int32_t capacity, int32_t *status) {
    // Duration patterns live in the "unit" data tree, not in the main locale data.
    UResourceBundle *units = ures_open(U_ICUDATA_NAME "-unit", locale, (UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    UResourceBundle *durations = ures_getByKey(units, "durationUnits", NULL, (UErrorCode *)status);
    int32_t length = 0;
    const UChar *pattern = ures_getStringByKey(durations, key, &length, (UErrorCode *)status);
    int32_t written = 0;
    if (U_SUCCESS(*status)) {
        written = length;
        if (length <= capacity) {
            u_memcpy((UChar *)out, pattern, length);
        } else {
            *status = U_BUFFER_OVERFLOW_ERROR;
        }
    }
    ures_close(durations);
    ures_close(units);
    return written;
}

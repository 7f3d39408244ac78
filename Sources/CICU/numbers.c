#include "CICU.h"
#include <unicode/unumberformatter.h>
#include "results.h"

cicu_number_formatter *cicu_number_formatter_open(const uint16_t *skeleton, int32_t skeleton_length,
                                                  const char *locale, int32_t *status) {
    return (cicu_number_formatter *)unumf_openForSkeletonAndLocale(
        (const UChar *)skeleton, skeleton_length, locale, (UErrorCode *)status);
}

void cicu_number_formatter_close(cicu_number_formatter *formatter) {
    if (formatter) unumf_close((UNumberFormatter *)formatter);
}

int32_t cicu_number_format_double(const cicu_number_formatter *formatter, double value,
                                  uint16_t *out, int32_t capacity, int32_t *status) {
    UFormattedNumber *result = cicu_thread_number_result((UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    unumf_formatDouble((const UNumberFormatter *)formatter, value, result, (UErrorCode *)status);
    return unumf_resultToString(result, (UChar *)out, capacity, (UErrorCode *)status);
}

int32_t cicu_number_format_int64(const cicu_number_formatter *formatter, int64_t value,
                                 uint16_t *out, int32_t capacity, int32_t *status) {
    UFormattedNumber *result = cicu_thread_number_result((UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    unumf_formatInt((const UNumberFormatter *)formatter, value, result, (UErrorCode *)status);
    return unumf_resultToString(result, (UChar *)out, capacity, (UErrorCode *)status);
}

int32_t cicu_number_format_decimal(const cicu_number_formatter *formatter, const char *decimal,
                                   int32_t length, uint16_t *out, int32_t capacity,
                                   int32_t *status) {
    UFormattedNumber *result = cicu_thread_number_result((UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    unumf_formatDecimal((const UNumberFormatter *)formatter, decimal, length, result,
                        (UErrorCode *)status);
    return unumf_resultToString(result, (UChar *)out, capacity, (UErrorCode *)status);
}

#include "ICUBaseline.h"
#include <time.h>
#include <unicode/ubidi.h>
#include <unicode/uloc.h>
#include <unicode/ulistformatter.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

double baseline_plural_select(const char *locale, int64_t iterations, int64_t *checksum) {
    return baseline_plural_select_counts(locale, iterations, 1000, checksum);
}

double baseline_plural_select_counts(const char *locale, int64_t iterations, int64_t modulus, int64_t *checksum) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    UChar keyword[8];
    int64_t sum = 0;
    double start = now_ns();
    for (int64_t i = 0; i < iterations; i++) {
        sum += uplrules_select(rules, (double)(i % modulus), keyword, 8, &status) + keyword[0];
    }
    double elapsed = now_ns() - start;
    uplrules_close(rules);
    *checksum = sum;
    return elapsed / (double)iterations;
}

double baseline_duration_long(const char *locale, double seconds, int64_t iterations, int64_t *checksum) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *hours = unumf_openForSkeletonAndLocale(
        u"measure-unit/duration-hour unit-width-full-name precision-integer", -1, locale, &status);
    UNumberFormatter *minutes = unumf_openForSkeletonAndLocale(
        u"measure-unit/duration-minute unit-width-full-name precision-integer", -1, locale, &status);
    UListFormatter *list = ulistfmt_openForType(locale, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    UChar parts[2][64], out[256];
    int64_t sum = 0;
    int64_t whole = (int64_t)seconds;
    double start = now_ns();
    for (int64_t i = 0; i < iterations; i++) {
        const UChar *items[2] = {parts[0], parts[1]};
        int32_t lengths[2];
        unumf_formatInt(hours, whole / 3600, result, &status);
        lengths[0] = unumf_resultToString(result, parts[0], 64, &status);
        unumf_formatInt(minutes, (whole % 3600) / 60, result, &status);
        lengths[1] = unumf_resultToString(result, parts[1], 64, &status);
        sum += ulistfmt_format(list, items, lengths, 2, out, 256, &status);
    }
    double elapsed = now_ns() - start;
    unumf_closeResult(result);
    ulistfmt_close(list);
    unumf_close(minutes);
    unumf_close(hours);
    *checksum = U_FAILURE(status) ? -1 : sum;
    return elapsed / (double)iterations;
}

double baseline_is_right_to_left(const char *locale, int64_t iterations, int64_t *checksum) {
    int64_t sum = 0;
    double start = now_ns();
    for (int64_t i = 0; i < iterations; i++) sum += uloc_isRightToLeft(locale);
    double elapsed = now_ns() - start;
    *checksum = sum;
    return elapsed / (double)iterations;
}

double baseline_base_direction(const uint16_t *text, int32_t length, int64_t iterations, int64_t *checksum) {
    int64_t sum = 0;
    double start = now_ns();
    for (int64_t i = 0; i < iterations; i++) sum += ubidi_getBaseDirection((const UChar *)text, length);
    double elapsed = now_ns() - start;
    *checksum = sum;
    return elapsed / (double)iterations;
}

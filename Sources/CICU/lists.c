#include "CICU.h"
#include <unicode/ulistformatter.h>
#include <unicode/ureldatefmt.h>

cicu_list_formatter *cicu_list_formatter_open(const char *locale, int32_t type, int32_t width,
                                              int32_t *status) {
    static const UListFormatterType types[] = {ULISTFMT_TYPE_AND, ULISTFMT_TYPE_OR,
                                               ULISTFMT_TYPE_UNITS};
    static const UListFormatterWidth widths[] = {ULISTFMT_WIDTH_WIDE, ULISTFMT_WIDTH_SHORT,
                                                 ULISTFMT_WIDTH_NARROW};
    if (type < 0 || type > 2 || width < 0 || width > 2) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    return (cicu_list_formatter *)ulistfmt_openForType(locale, types[type], widths[width],
                                                       (UErrorCode *)status);
}

void cicu_list_formatter_close(cicu_list_formatter *formatter) {
    if (formatter) ulistfmt_close((UListFormatter *)formatter);
}

int32_t cicu_list_format(const cicu_list_formatter *formatter, const uint16_t *const *items,
                         const int32_t *item_lengths, int32_t count, uint16_t *out,
                         int32_t capacity, int32_t *status) {
    return ulistfmt_format((const UListFormatter *)formatter, (const UChar *const *)items,
                           item_lengths, count, (UChar *)out, capacity, (UErrorCode *)status);
}

cicu_relative_formatter *cicu_relative_formatter_open(const char *locale, int32_t style,
                                                      int32_t *status) {
    static const UDateRelativeDateTimeFormatterStyle styles[] = {
        UDAT_STYLE_LONG, UDAT_STYLE_SHORT, UDAT_STYLE_NARROW};
    if (style < 0 || style > 2) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    return (cicu_relative_formatter *)ureldatefmt_open(
        locale, NULL, styles[style], UDISPCTX_CAPITALIZATION_NONE, (UErrorCode *)status);
}

void cicu_relative_formatter_close(cicu_relative_formatter *formatter) {
    if (formatter) ureldatefmt_close((URelativeDateTimeFormatter *)formatter);
}

int32_t cicu_relative_format(const cicu_relative_formatter *formatter, double offset,
                             int32_t unit, int32_t numeric, uint16_t *out, int32_t capacity,
                             int32_t *status) {
    if (unit < CICU_RELATIVE_YEAR || unit > CICU_RELATIVE_SECOND) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    // CICU's unit order mirrors URelativeDateTimeUnit's first eight values.
    URelativeDateTimeUnit icu_unit = (URelativeDateTimeUnit)unit;
    if (numeric) {
        return ureldatefmt_formatNumeric((const URelativeDateTimeFormatter *)formatter, offset,
                                         icu_unit, (UChar *)out, capacity, (UErrorCode *)status);
    }
    return ureldatefmt_format((const URelativeDateTimeFormatter *)formatter, offset, icu_unit,
                              (UChar *)out, capacity, (UErrorCode *)status);
}

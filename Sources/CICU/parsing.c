#include "CICU.h"
#include <unicode/unum.h>

cicu_number_parser *cicu_number_parser_open(const char *locale, int32_t *status) {
    return (cicu_number_parser *)unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, (UErrorCode *)status);
}

void cicu_number_parser_close(cicu_number_parser *parser) {
    if (parser) unum_close((UNumberFormat *)parser);
}

int32_t cicu_number_parse_decimal(const cicu_number_parser *parser, const uint16_t *text, int32_t length,
                                  int32_t *parsed_length, char *out, int32_t capacity, int32_t *status) {
    int32_t position = 0;
    int32_t written = unum_parseDecimal((const UNumberFormat *)parser, (const UChar *)text, length, &position, out,
                                        capacity, (UErrorCode *)status);
    *parsed_length = position;
    return written;
}

int32_t cicu_spelled_numbers(const char *locale, int64_t value, uint16_t *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    UNumberFormat *format = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, (UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    UChar sets[8192];
    int32_t setsLength = unum_getTextAttribute(format, UNUM_PUBLIC_RULESETS, sets, 8191, (UErrorCode *)status);
    if (U_FAILURE(*status) || setsLength >= 8191) {
        if (U_SUCCESS(*status)) *status = U_BUFFER_OVERFLOW_ERROR;
        unum_close(format);
        return 0;
    }
    sets[setsLength] = 0;
    // Every public rule set ("%spellout-cardinal-feminine", "%spellout-ordinal" …), one per
    // line: the rule sets exist because the word changes with gender and case.
    int32_t written = 0;
    int32_t start = 0;
    for (int32_t index = 0; index <= setsLength; index++) {
        if (index < setsLength && sets[index] != u';') continue;
        if (index > start) {
            UErrorCode local = U_ZERO_ERROR;
            unum_setTextAttribute(format, UNUM_DEFAULT_RULESET, sets + start, index - start, &local);
            UChar word[256];
            int32_t wordLength = U_SUCCESS(local) ? unum_formatInt64(format, value, word, 256, NULL, &local) : 0;
            if (U_SUCCESS(local) && wordLength > 0 && wordLength < 256) {
                if (written > 0) {
                    if (written < capacity) out[written] = u'\n';
                    written++;
                }
                for (int32_t k = 0; k < wordLength; k++, written++) {
                    if (written < capacity) out[written] = word[k];
                }
            }
        }
        start = index + 1;
    }
    unum_close(format);
    if (written > capacity) *status = U_BUFFER_OVERFLOW_ERROR;
    return written;
}

#include "CICU.h"
#include <unicode/upluralrules.h>
#include <unicode/unumberformatter.h>
#include <unicode/uenum.h>
#include "results.h"

cicu_plural_rules *cicu_plural_rules_open(const char *locale, int32_t ordinal, int32_t *status) {
    UPluralType type = ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL;
    return (cicu_plural_rules *)uplrules_openForType(locale, type, (UErrorCode *)status);
}

void cicu_plural_rules_close(cicu_plural_rules *rules) {
    if (rules) uplrules_close((UPluralRules *)rules);
}

// Keywords are one of six fixed words; two characters tell them apart, which avoids a
// string comparison on the hot path.
static int32_t category_index(const UChar *keyword, int32_t length) {
    if (length <= 0) return -1;
    switch (keyword[0]) {
        case u'z': return CICU_PLURAL_ZERO;
        case u't': return CICU_PLURAL_TWO;
        case u'f': return CICU_PLURAL_FEW;
        case u'm': return CICU_PLURAL_MANY;
        case u'o': return (length > 1 && keyword[1] == u'n') ? CICU_PLURAL_ONE : CICU_PLURAL_OTHER;
        default: return -1;
    }
}

// A keyword that is no CLDR category is a failure too: callers must not guess "other".
static int32_t checked_index(const UChar *keyword, int32_t length, UErrorCode *status) {
    if (U_FAILURE(*status)) return -1;
    int32_t index = category_index(keyword, length);
    if (index < 0) *status = U_INTERNAL_PROGRAM_ERROR;
    return index;
}

int32_t cicu_plural_rules_select(const cicu_plural_rules *rules, double number, int32_t *status) {
    UChar keyword[8];
    int32_t length = uplrules_select((const UPluralRules *)rules, number, keyword, 8, (UErrorCode *)status);
    return checked_index(keyword, length, (UErrorCode *)status);
}

int32_t cicu_plural_rules_select_formatted(const cicu_plural_rules *rules,
                                           const cicu_number_formatter *formatter,
                                           const char *decimal, int32_t length,
                                           int32_t *status) {
    UFormattedNumber *result = cicu_thread_number_result((UErrorCode *)status);
    if (U_FAILURE(*status)) return -1;
    unumf_formatDecimal((const UNumberFormatter *)formatter, decimal, length, result,
                        (UErrorCode *)status);
    UChar keyword[8];
    int32_t keyword_length = uplrules_selectFormatted((const UPluralRules *)rules, result,
                                                      keyword, 8, (UErrorCode *)status);
    return checked_index(keyword, keyword_length, (UErrorCode *)status);
}

uint32_t cicu_plural_rules_categories(const cicu_plural_rules *rules, int32_t *status) {
    UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules,
                                                  (UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    uint32_t set = 0;
    int32_t length = 0;
    const UChar *keyword;
    while ((keyword = uenum_unext(keywords, &length, (UErrorCode *)status)) != NULL) {
        int32_t index = category_index(keyword, length);
        if (index >= 0) set |= 1u << index;
    }
    uenum_close(keywords);
    return set;
}

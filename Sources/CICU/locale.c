#include "CICU.h"
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/uchar.h>
#include <unicode/uregion.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

int32_t cicu_locale_from_language_tag(const char *tag, char *out, int32_t capacity,
                                      int32_t *parsed_length, int32_t *status) {
    return uloc_forLanguageTag(tag, out, capacity, parsed_length, (UErrorCode *)status);
}

int32_t cicu_locale_to_language_tag(const char *locale, char *out, int32_t capacity,
                                    int32_t *status) {
    return uloc_toLanguageTag(locale, out, capacity, /*strict*/ 1, (UErrorCode *)status);
}

int32_t cicu_locale_add_likely_subtags(const char *locale, char *out, int32_t capacity,
                                       int32_t *status) {
    return uloc_addLikelySubtags(locale, out, capacity, (UErrorCode *)status);
}

int32_t cicu_locale_language(const char *locale, char *out, int32_t capacity, int32_t *status) {
    return uloc_getLanguage(locale, out, capacity, (UErrorCode *)status);
}

int32_t cicu_locale_script(const char *locale, char *out, int32_t capacity, int32_t *status) {
    return uloc_getScript(locale, out, capacity, (UErrorCode *)status);
}

int32_t cicu_locale_region(const char *locale, char *out, int32_t capacity, int32_t *status) {
    return uloc_getCountry(locale, out, capacity, (UErrorCode *)status);
}

int32_t cicu_locale_display_name(const char *locale, const char *display_locale, uint16_t *out,
                                 int32_t capacity, int32_t *status) {
    return uloc_getDisplayName(locale, display_locale, (UChar *)out, capacity,
                               (UErrorCode *)status);
}

int32_t cicu_locale_language_is_available(const char *language) {
    int32_t count = uloc_countAvailable();
    size_t length = strlen(language);
    for (int32_t i = 0; i < count; i++) {
        const char *available = uloc_getAvailable(i);
        if (strncmp(available, language, length) == 0 &&
            (available[length] == 0 || available[length] == '_')) {
            return 1;
        }
    }
    return 0;
}

int32_t cicu_script_is_known(const char *script) {
    return u_getPropertyValueEnum(UCHAR_SCRIPT, script) != UCHAR_INVALID_CODE;
}

int32_t cicu_region_is_known(const char *region) {
    UErrorCode status = U_ZERO_ERROR;
    const URegion *found = uregion_getRegionFromCode(region, &status);
    return U_SUCCESS(status) && found != NULL;
}

int32_t cicu_locale_explicit_parent(const char *locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    // ures_openDirect reads only this locale's own data file, without fallback, which is
    // where CLDR's parentLocales end up ("%%Parent").
    UResourceBundle *bundle = ures_openDirect(NULL, locale, &status);
    if (U_FAILURE(status)) {
        return 0;
    }
    int32_t length = 0;
    const UChar *parent = ures_getStringByKey(bundle, "%%Parent", &length, &status);
    int32_t written = 0;
    if (U_SUCCESS(status) && length < capacity) {
        u_UCharsToChars(parent, out, length);
        out[length] = 0;
        written = length;
    }
    ures_close(bundle);
    return written;
}

int32_t cicu_locale_is_right_to_left(const char *locale) {
    return uloc_isRightToLeft(locale) ? 1 : 0;
}

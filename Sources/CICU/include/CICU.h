// CICU: the only place the toolkit touches libicu.
//
// Why this layer exists (see shared/notes/icu-and-formats.md):
// - Debian's libicu renames every symbol with its version (uplrules_select_72) through
//   macros that Swift cannot import, so Swift cannot call ICU directly.
// - Foundation on Linux carries private ICU headers; a Swift file that sees both sets fails
//   to compile. This header therefore exposes only opaque pointers and plain C types, and
//   ICU headers are included only by the .c files.
//
// Conventions: every fallible call takes `int32_t *status` holding an ICU UErrorCode
// (> 0 is a failure, < 0 a warning, as U_FAILURE tests). Strings are UTF-8 locale ids and
// UTF-16 text buffers (`uint16_t`), sized by the caller; a return value larger than the
// capacity means "buffer too small" (U_BUFFER_OVERFLOW_ERROR in *status).
#ifndef CICU_H
#define CICU_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Status

/// ICU's name for a status code ("U_ILLEGAL_ARGUMENT_ERROR"); static storage.
const char *cicu_status_name(int32_t status);
/// The ICU and CLDR versions the library was built against ("72.1", "42").
void cicu_versions(char *icu, char *unicode_data, int32_t capacity);

// MARK: Locales

/// BCP 47 tag ("pt-BR") to an ICU locale id ("pt_BR"); *parsed_length tells how much of the
/// tag was understood, so a caller can reject trailing garbage.
int32_t cicu_locale_from_language_tag(const char *tag, char *out, int32_t capacity,
                                      int32_t *parsed_length, int32_t *status);
/// ICU locale id to a canonical BCP 47 tag (strict: fails on ill-formed ids).
int32_t cicu_locale_to_language_tag(const char *locale, char *out, int32_t capacity,
                                    int32_t *status);
int32_t cicu_locale_add_likely_subtags(const char *locale, char *out, int32_t capacity,
                                       int32_t *status);
/// Subtags of an ICU locale id; empty strings when absent.
int32_t cicu_locale_language(const char *locale, char *out, int32_t capacity, int32_t *status);
int32_t cicu_locale_script(const char *locale, char *out, int32_t capacity, int32_t *status);
int32_t cicu_locale_region(const char *locale, char *out, int32_t capacity, int32_t *status);
/// Name of `locale` in the language of `display_locale`, UTF-16.
int32_t cicu_locale_display_name(const char *locale, const char *display_locale,
                                 uint16_t *out, int32_t capacity, int32_t *status);
/// 1 when some locale in ICU's available list has this language subtag.
int32_t cicu_locale_language_is_available(const char *language);
/// 1 for a script code Unicode knows ("Arab", "Hant"), else 0.
int32_t cicu_script_is_known(const char *script);
/// 1 for a region code CLDR knows ("BR", "419"), else 0.
int32_t cicu_region_is_known(const char *region);
/// CLDR's explicit parent ("es_MX" -> "es_419", "zh_Hant" -> "root"); returns 0 and writes
/// nothing when the locale's data names no parent (callers then truncate the id).
int32_t cicu_locale_explicit_parent(const char *locale, char *out, int32_t capacity);
/// uloc_isRightToLeft: right for dv, syr, az-Arab, ms-Arab, unlike the orientation call.
int32_t cicu_locale_is_right_to_left(const char *locale);

typedef struct cicu_number_formatter cicu_number_formatter;

// MARK: Plural rules (UPluralRules: safe to share across threads)

/// Category indexes used by every plural call, in CLDR order.
enum {
    CICU_PLURAL_ZERO = 0,
    CICU_PLURAL_ONE = 1,
    CICU_PLURAL_TWO = 2,
    CICU_PLURAL_FEW = 3,
    CICU_PLURAL_MANY = 4,
    CICU_PLURAL_OTHER = 5,
};

typedef struct cicu_plural_rules cicu_plural_rules;
cicu_plural_rules *cicu_plural_rules_open(const char *locale, int32_t ordinal, int32_t *status);
void cicu_plural_rules_close(cicu_plural_rules *rules);
/// Category index for a number (integer or double value, no display information); -1 with
/// a failure status when ICU fails, -1 with U_INTERNAL_PROGRAM_ERROR for a keyword that is no
/// CLDR category.
int32_t cicu_plural_rules_select(const cicu_plural_rules *rules, double number, int32_t *status);
/// Category index for a number as a formatter displays it (keeps "1.0" distinct from "1");
/// failures as for cicu_plural_rules_select.
int32_t cicu_plural_rules_select_formatted(const cicu_plural_rules *rules,
                                           const cicu_number_formatter *formatter,
                                           const char *decimal, int32_t length,
                                           int32_t *status);
/// Bit set of the categories the rules use: bit i is category index i.
uint32_t cicu_plural_rules_categories(const cicu_plural_rules *rules, int32_t *status);

// MARK: Number formatting (UNumberFormatter: safe to share across threads)

/// Opens a formatter from an ICU number skeleton ("percent", ".00", "measure-unit/...").
cicu_number_formatter *cicu_number_formatter_open(const uint16_t *skeleton, int32_t skeleton_length,
                                                  const char *locale, int32_t *status);
void cicu_number_formatter_close(cicu_number_formatter *formatter);
int32_t cicu_number_format_double(const cicu_number_formatter *formatter, double value,
                                  uint16_t *out, int32_t capacity, int32_t *status);
int32_t cicu_number_format_int64(const cicu_number_formatter *formatter, int64_t value,
                                 uint16_t *out, int32_t capacity, int32_t *status);
/// Formats a decimal string exactly ("1234.50"), without a round trip through double.
int32_t cicu_number_format_decimal(const cicu_number_formatter *formatter, const char *decimal,
                                   int32_t length, uint16_t *out, int32_t capacity,
                                   int32_t *status);

// MARK: Lists (UListFormatter: safe to share across threads)

enum { CICU_LIST_AND = 0, CICU_LIST_OR = 1, CICU_LIST_UNITS = 2 };
enum { CICU_WIDTH_WIDE = 0, CICU_WIDTH_SHORT = 1, CICU_WIDTH_NARROW = 2 };

typedef struct cicu_list_formatter cicu_list_formatter;
cicu_list_formatter *cicu_list_formatter_open(const char *locale, int32_t type, int32_t width,
                                              int32_t *status);
void cicu_list_formatter_close(cicu_list_formatter *formatter);
int32_t cicu_list_format(const cicu_list_formatter *formatter, const uint16_t *const *items,
                         const int32_t *item_lengths, int32_t count, uint16_t *out,
                         int32_t capacity, int32_t *status);

// MARK: Relative time (URelativeDateTimeFormatter: safe to share across threads)

enum {
    CICU_RELATIVE_YEAR = 0,
    CICU_RELATIVE_QUARTER,
    CICU_RELATIVE_MONTH,
    CICU_RELATIVE_WEEK,
    CICU_RELATIVE_DAY,
    CICU_RELATIVE_HOUR,
    CICU_RELATIVE_MINUTE,
    CICU_RELATIVE_SECOND,
};
enum { CICU_RELATIVE_LONG = 0, CICU_RELATIVE_SHORT = 1, CICU_RELATIVE_NARROW = 2 };

typedef struct cicu_relative_formatter cicu_relative_formatter;
cicu_relative_formatter *cicu_relative_formatter_open(const char *locale, int32_t style,
                                                      int32_t *status);
void cicu_relative_formatter_close(cicu_relative_formatter *formatter);
/// numeric = 1 always prints a number ("in 1 day"); 0 allows words ("tomorrow").
int32_t cicu_relative_format(const cicu_relative_formatter *formatter, double offset,
                             int32_t unit, int32_t numeric, uint16_t *out, int32_t capacity,
                             int32_t *status);

// MARK: Dates and times (UDateFormat and UDateTimePatternGenerator are NOT thread safe)

/// The locale's best pattern for a date skeleton ("jmm" -> "h:mm a" in en-US). Opens and
/// closes its own pattern generator, so it is safe to call from any thread.
int32_t cicu_best_date_pattern(const char *locale, const uint16_t *skeleton,
                               int32_t skeleton_length, uint16_t *out, int32_t capacity,
                               int32_t *status);

typedef struct cicu_date_formatter cicu_date_formatter;
/// A formatter for a fixed pattern in UTC (callers pass wall-clock times as UTC).
cicu_date_formatter *cicu_date_formatter_open(const char *locale, const uint16_t *pattern,
                                              int32_t pattern_length, int32_t *status);
void cicu_date_formatter_close(cicu_date_formatter *formatter);
/// Not thread safe: callers serialize calls on one formatter.
int32_t cicu_date_format(cicu_date_formatter *formatter, double milliseconds_since_1970,
                         uint16_t *out, int32_t capacity, int32_t *status);

/// CLDR's duration pattern ("hms" -> "h:mm:ss", Danish "h.mm.ss"; also "hm", "ms").
int32_t cicu_duration_units_pattern(const char *locale, const char *key, uint16_t *out,
                                    int32_t capacity, int32_t *status);

// MARK: Collation (UCollator: safe to share across threads for comparing)

typedef struct cicu_collator cicu_collator;
/// numeric = 1 compares digit runs by value ("file2" < "file10"), as Finder does. Returns NULL
/// on failure, with nothing left open.
cicu_collator *cicu_collator_open(const char *locale, int32_t numeric, int32_t *status);
void cicu_collator_close(cicu_collator *collator);
/// -1, 0 or 1, comparing UTF-8 text.
int32_t cicu_collator_compare_utf8(const cicu_collator *collator, const char *left, int32_t left_length,
                                   const char *right, int32_t right_length, int32_t *status);

// MARK: Sentences (UBreakIterator is NOT thread safe: each call iterates its own clone)

typedef struct cicu_sentence_breaker cicu_sentence_breaker;
/// A sentence break iterator for the locale, used only as a prototype.
cicu_sentence_breaker *cicu_sentence_breaker_open(const char *locale, int32_t *status);
void cicu_sentence_breaker_close(cicu_sentence_breaker *breaker);
/// The UTF-16 offsets where sentences end in `text` (the last is `length`), found by a clone
/// of `breaker` opened and closed within the call, so any thread may call it on a shared
/// breaker. Returns the number of boundaries; more than `capacity` means buffer too small.
int32_t cicu_sentence_boundaries(const cicu_sentence_breaker *breaker, const uint16_t *text, int32_t length,
                                 int32_t *boundaries, int32_t capacity, int32_t *status);

// MARK: Reading numbers (UNumberFormat parsing is const: DecimalFormat builds its parser once,
// through an atomic, so one parser may be shared across threads)

typedef struct cicu_number_parser cicu_number_parser;
/// A decimal number reader for the locale: its digits (Arabic-Indic, Devanagari …), decimal
/// and grouping separators.
cicu_number_parser *cicu_number_parser_open(const char *locale, int32_t *status);
void cicu_number_parser_close(cicu_number_parser *parser);
/// The value of the number at the start of `text` as a decimal string ("1234.5") in `out`;
/// *parsed_length tells how many UTF-16 units ICU read (0 with U_PARSE_ERROR when none).
int32_t cicu_number_parse_decimal(const cicu_number_parser *parser, const uint16_t *text, int32_t length,
                                  int32_t *parsed_length, char *out, int32_t capacity, int32_t *status);
/// `value` spelled out in words by every public rule set of the locale's spell-out rules
/// (cardinals of each gender and case, ordinals), UTF-16, one per line. Opens and closes its
/// own formatter, so it is safe to call from any thread.
int32_t cicu_spelled_numbers(const char *locale, int64_t value, uint16_t *out, int32_t capacity, int32_t *status);

// MARK: Bidirectional text (pure functions, thread safe)

enum { CICU_DIRECTION_LTR = 0, CICU_DIRECTION_RTL = 1, CICU_DIRECTION_NEUTRAL = 3 };
/// ubidi_getBaseDirection: direction of the first strong character.
int32_t cicu_base_direction(const uint16_t *text, int32_t length);
/// Strong direction of one code point, from ICU's data: CICU_DIRECTION_LTR (L),
/// CICU_DIRECTION_RTL (R, AL) or CICU_DIRECTION_NEUTRAL (everything else).
int32_t cicu_strong_direction_lookup(uint32_t code_point);

/// The same answers for the Basic Multilingual Plane, packed two bits per character (16 KB),
/// built from ICU's data on the first call of cicu_strong_direction_lookup and immutable
/// afterwards. Read only through cicu_strong_direction.
extern const uint8_t *cicu_bmp_strong_directions;

/// cicu_strong_direction_lookup, answered from the packed table when it is built: an inline
/// table read instead of three calls into ICU, for the per-character loop of base-direction
/// detection.
static inline int32_t cicu_strong_direction(uint32_t code_point) {
    const uint8_t *table = __atomic_load_n(&cicu_bmp_strong_directions, __ATOMIC_ACQUIRE);
    if (code_point < 0x10000 && table != NULL) {
        return (table[code_point >> 2] >> ((code_point & 3) * 2)) & 3;
    }
    return cicu_strong_direction_lookup(code_point);
}

#ifdef __cplusplus
}
#endif

#endif

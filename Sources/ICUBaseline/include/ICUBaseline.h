// The raw ICU calls the Swift layer is measured against, timed inside C so that no Swift
// overhead leaks into the baseline. Each function returns nanoseconds per call and writes a
// checksum of the results so the compiler cannot drop the work.
#ifndef ICU_BASELINE_H
#define ICU_BASELINE_H
#include <stdint.h>

double baseline_plural_select(const char *locale, int64_t iterations, int64_t *checksum);
/// The same over the counts 0..<`modulus` (the look-up benchmark's counts).
double baseline_plural_select_counts(const char *locale, int64_t iterations, int64_t modulus, int64_t *checksum);
/// Formats `seconds` as hours and minutes: two unumf calls and one units list join, the way
/// a C programmer would write "1 hour, 5 minutes" by hand.
double baseline_duration_long(const char *locale, double seconds, int64_t iterations, int64_t *checksum);
double baseline_is_right_to_left(const char *locale, int64_t iterations, int64_t *checksum);
double baseline_base_direction(const uint16_t *text, int32_t length, int64_t iterations, int64_t *checksum);

#endif

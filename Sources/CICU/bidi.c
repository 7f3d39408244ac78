#include "CICU.h"
#include <pthread.h>
#include <stdlib.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>

const uint8_t *cicu_bmp_strong_directions = NULL;

int32_t cicu_base_direction(const uint16_t *text, int32_t length) {
    return (int32_t)ubidi_getBaseDirection((const UChar *)text, length);
}

static int32_t icu_strong_direction(uint32_t code_point) {
    switch (u_charDirection((UChar32)code_point)) {
        case U_LEFT_TO_RIGHT: return CICU_DIRECTION_LTR;
        case U_RIGHT_TO_LEFT:
        case U_RIGHT_TO_LEFT_ARABIC: return CICU_DIRECTION_RTL;
        default: return CICU_DIRECTION_NEUTRAL;
    }
}

static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static void build_table(void) {
    uint8_t *table = calloc(0x10000 / 4, 1);
    if (table == NULL) return;  // the lookup keeps asking ICU directly
    for (uint32_t code_point = 0; code_point < 0x10000; code_point++) {
        table[code_point >> 2] |= (uint8_t)(icu_strong_direction(code_point) << ((code_point & 3) * 2));
    }
    __atomic_store_n(&cicu_bmp_strong_directions, table, __ATOMIC_RELEASE);
}

int32_t cicu_strong_direction_lookup(uint32_t code_point) {
    pthread_once(&table_once, build_table);
    return icu_strong_direction(code_point);
}

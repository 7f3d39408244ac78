#include "CICU.h"
#include <string.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>
#include <unicode/uchar.h>

const char *cicu_status_name(int32_t status) {
    return u_errorName((UErrorCode)status);
}

void cicu_versions(char *icu, char *unicode_data, int32_t capacity) {
    UVersionInfo version;
    char buffer[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, buffer);
    strncpy(icu, buffer, (size_t)capacity - 1);
    icu[capacity - 1] = 0;
    u_getUnicodeVersion(version);
    u_versionToString(version, buffer);
    strncpy(unicode_data, buffer, (size_t)capacity - 1);
    unicode_data[capacity - 1] = 0;
}

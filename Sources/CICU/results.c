#include "results.h"
#include <pthread.h>

static pthread_key_t result_key;
static pthread_once_t result_key_once = PTHREAD_ONCE_INIT;

static void close_result(void *result) {
    unumf_closeResult((UFormattedNumber *)result);
}

static void make_result_key(void) {
    pthread_key_create(&result_key, close_result);
}

UFormattedNumber *cicu_thread_number_result(UErrorCode *status) {
    pthread_once(&result_key_once, make_result_key);
    UFormattedNumber *result = (UFormattedNumber *)pthread_getspecific(result_key);
    if (result == NULL) {
        result = unumf_openResult(status);
        if (U_FAILURE(*status)) return NULL;
        pthread_setspecific(result_key, result);
    }
    return result;
}

#ifndef CFUZZER_H
#define CFUZZER_H

#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that have their own main (Swift's main.swift does): it parses
// libFuzzer's flags from argv and calls `callback` with each input. Swift sees no libFuzzer
// header, so it is declared here; -sanitize=fuzzer links its definition.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif

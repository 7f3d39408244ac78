// Intentionally empty: the target exists for its header (SwiftPM needs a source file).
#include "CFuzzer.h"

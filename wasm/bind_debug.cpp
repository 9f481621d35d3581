// Diagnostics for tests: bytes the C++ heap has allocated, to show that repeated calls
// leave memory flat.
#include <emscripten/bind.h>
#include <malloc.h>

namespace {
double heap_bytes_in_use() { return static_cast<double>(mallinfo().uordblks); }
}  // namespace

EMSCRIPTEN_BINDINGS(sudoku_debug) { emscripten::function("heapBytes", &heap_bytes_in_use); }

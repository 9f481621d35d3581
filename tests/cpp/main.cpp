// Catch2's main in its own translation unit, so editing a test recompiles only that test.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

// Real constraint puzzles with their stated solutions, shared by the constraint and rater tests.
#pragma once

namespace test {

// A thermometer and an arrow puzzle as the Interactive Sudoku Solver's examples keep them
// (data/example_puzzles.js, "Thermo" and "Arrow"), with their stated solutions.
inline constexpr const char* kThermoJson =
    R"({"size":9,"grid":[[{},{"value":4,"given":true},{},{},{},{},{},{"value":1,"given":true},{}],)"
    R"([{"value":2,"given":true},{},{},{},{},{},{},{},{"value":6,"given":true}],[{},{},{},{},{},{},{},{},{}],)"
    R"([{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],)"
    R"([{},{},{},{},{},{},{},{},{}],[{"value":9,"given":true},{},{},{},{},{},{},{},{"value":2,"given":true}],)"
    R"([{},{"value":1,"given":true},{},{},{},{},{},{"value":9,"given":true},{}]],"thermometer":[)"
    R"({"lines":[["R9C4","R8C3","R7C2","R6C1","R5C2","R4C3"]]},{"lines":[["R4C1","R3C2","R2C3","R1C4","R2C5","R3C6"]]},)"
    R"({"lines":[["R1C6","R2C7","R3C8","R4C9","R5C8","R6C7"]]},{"lines":[["R6C9","R7C8","R8C7","R9C6","R8C5","R7C4"]]}]})";
inline constexpr const char* kThermoSolution =
    "847632519295471386631598247129743865486259173753816924368924751974185632512367498";
inline constexpr const char* kArrowLine =
    "9;givens=.6......99.............................................................34......7.;"
    "arrow=r1c5/r2c4r3c3r4c2r5c1,r3c7/r2c6r3c5r4c4r5c3,r6c2/r7c3r6c4r5c5r4c6,r7c4/r7c5r7c6,r6c7/r5c7r4c7,"
    "r5c9/r6c8r7c7r8c6r9c5";
inline constexpr const char* kArrowSolution =
    "167584329985362417342719856718293645253647198694158732571936284829471563436825971";

}  // namespace test

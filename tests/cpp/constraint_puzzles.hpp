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

// Pill Arrow Sudoku (logic-masters.de id 0007D1), as the Interactive Sudoku Solver's examples keep
// it (data/example_puzzles.js at e373f98, "Pill Arrow Sudoku"), with its stated solution: two-cell
// circles read as numbers, no givens.
inline constexpr const char* kPillArrowLine =
    "9;arrow=r1c2r1c3/r1c1r2c1r3c1,r1c7r1c8/r1c6r1c5r1c4,r2c6r2c7/r2c5r2c4r2c3,r4c1r5c1/r6c1r7c1r8c1,"
    "r3c2r4c2/r5c2r6c2r7c2,r9c1r9c2/r9c3r9c4r9c5,r4c9r5c9/r3c9r2c9r1c9,r8c6r9c6/r9c7r9c8r9c9,r3c3/r4c4r5c5,"
    "r7c3/r6c4r5c5r4c6,r3c8/r4c7";
inline constexpr const char* kPillArrowSolution =
    "514896237679231485328745196235684971491327658786159342967418523853962714142573869";

}  // namespace test

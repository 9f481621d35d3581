// Sample puzzles: the two of tests/data/seeds.txt, a famous hard one, and the first puzzle of
// each graded set in tests/data/graded (QQWing's levels).
export interface Sample {
  name: string;
  puzzle: string;
}

export const SAMPLES: Sample[] = [
  {
    name: 'Seed 1 (seeds.txt)',
    puzzle: '006200080008970000004810500000060002070000030600050000002047100003028400050001200',
  },
  {
    name: 'Seed 2: Inkala 2012 (seeds.txt)',
    puzzle: '800000000003600000070090200050007000000045700000100030001000068008500010090000400',
  },
  {
    name: 'Easter Monster (famous hard)',
    puzzle: '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
  },
  {
    name: 'Level: simple (QQWing)',
    puzzle: '.2..4...........3.1....246....7.52......3...9...69..45...3.7..1..2.1.9..5..9..6..',
  },
  {
    name: 'Level: easy (QQWing)',
    puzzle: '.......7..2..18...4185..2..95.......234.....9..13......9.......8....452.3...5...8',
  },
  {
    name: 'Level: intermediate (QQWing)',
    puzzle: '...2....8..8..1..595..8.2.4....18.....5..4.1.........7.....2..6.49..65...17....9.',
  },
  {
    name: 'Level: expert (QQWing)',
    puzzle: '...1.7......264..........6.6.2..57.345...16..1..6...4...6.9.527........153.......',
  },
];

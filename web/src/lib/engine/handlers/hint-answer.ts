// A binding's hint as the API answers it, classic or variant alike: the core's input complaints
// (an entry over a given, no solution, several) rejected as SudokuInputError, a step hint with its
// step converted, answers kept only when revealed.
import { SudokuInputError } from '../../errors.js';

/** What both bindings' hints hold (RawHint, RawVariantHint). */
interface RawHintLike<RawStep, Answer> {
  kind: string;
  cells: number[];
  message: string;
  step?: RawStep | null;
  answers: Answer[];
}

/** The hint's public shape, or a SudokuInputError for what the core refused. */
export function hintAnswer<RawStep, Step, Answer>(
  h: RawHintLike<RawStep, Answer>,
  reveal: boolean | undefined,
  stepOf: (raw: RawStep) => Step,
) {
  const { kind, cells, message } = h;
  switch (kind) {
    case 'invalid':
      // The puzzle passed its checks and the entries their shape, so the core's only complaint
      // left is an entry that overwrites a given, with its cell.
      if (cells.length === 0) throw new Error(`sudoku-lab internal error: ${message}`);
      throw new SudokuInputError([{ kind: 'overwrites-given', message, cells }]);
    case 'no-solution':
    case 'multiple':
      throw new SudokuInputError([{ kind, message, cells }]);
    case 'step':
      if (!h.step) throw new Error('sudoku-lab internal error: a step hint without its step');
      return { kind, cells, message, step: stepOf(h.step) };
    case 'solved':
      return { kind, cells, message };
    default:
      return reveal ? { kind, cells, message, answers: h.answers } : { kind, cells, message };
  }
}

import { useState } from 'react';
import 'sudoku-lab/element'; // defines <sudoku-board>
import type {} from 'sudoku-lab/react'; // types <sudoku-board> in JSX: its attributes and events
import type { SudokuBoardEventMap } from 'sudoku-lab/element';

type Solved = SudokuBoardEventMap['solved']['detail'];

export function App() {
  const [solved, setSolved] = useState<Solved | null>(null);
  return (
    <main>
      <h1>Sudoku</h1>
      {/* React 19 passes custom elements' attributes as they are and adds on<event> props as listeners. */}
      <sudoku-board difficulty="easy" onsolved={(event) => setSolved(event.detail)} />
      <p id="status" role="status">
        {solved &&
          `Solved in ${Math.round(solved.timeMs / 1000)} s with ${solved.hints} hints and ${solved.mistakes} mistakes.`}
      </p>
    </main>
  );
}

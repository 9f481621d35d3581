import { useState } from 'react';
import 'sudoku-lab/element'; // defines <sudoku-board>

export function App() {
  const [solved, setSolved] = useState(null);
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

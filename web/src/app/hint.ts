// The Hint button: the engine's next hint for the player's position (entries and pencil
// marks): a wrong entry, marks that lost an answer, or the easiest step explained, its
// cells highlighted on the board.
import { type App, errorText } from './app.js';

export async function showHint(app: App) {
  const { lab, game, board } = app;
  if (!game.hasGivens()) return app.say('Enter a puzzle first.', 'error');
  try {
    const h = await lab.hint({
      puzzle: game.givensText(),
      entries: game.entries.map((d) => d || '.').join(''),
      candidates: game.marks,
    });
    board.highlight('hint', h.cells);
    app.say(h.message, h.kind === 'wrong-entry' || h.kind === 'wrong-candidates' ? 'error' : 'info');
  } catch (e) {
    app.say(errorText(e), 'error');
  }
}

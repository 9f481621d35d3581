// Importing a stats file into the player's record (state/stats.ts merges it): a file too large is refused
// before it is read, and the message says what was really stored, never more.
import type { App } from '../../app.js';
import { type Imported, MAX_GAMES, MAX_IMPORT_CHARS, type Stats } from '../../state/stats.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What an import stored, as said to the player. */
export function importSummary(r: Imported, name: string): string {
  const parts = [`Imported ${plural(r.added, 'game')} from ${name}`];
  if (r.already) parts.push(`${r.already} already in your record`);
  if (r.leftOut)
    parts.push(`${r.leftOut} older not stored: your record holds at most ${MAX_GAMES} games and keeps all of its own`);
  const said = `${parts.join('; ')}.`;
  return r.saved || r.added === 0
    ? said
    : `${said} The browser's storage refused them: they are kept for this visit only.`;
}

/** Reads the file chosen in `input` into `stats` and says the outcome. */
export async function importStatsFile(input: HTMLInputElement, stats: Stats, app: App): Promise<void> {
  const f = input.files?.[0];
  if (!f) return;
  input.value = '';
  if (f.size > MAX_IMPORT_CHARS) {
    const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
    app.say(
      `Stats not imported from ${f.name}: ${mb(f.size)}, more than a stats file of ${MAX_GAMES} games (${mb(MAX_IMPORT_CHARS)}).`,
      'error',
    );
    return;
  }
  let text: string;
  try {
    text = await f.text();
  } catch (e) {
    app.say(
      `Stats not imported from ${f.name}: the file could not be read (${e instanceof Error ? e.message : String(e)}).`,
      'error',
    );
    return;
  }
  const r = stats.importText(text);
  if ('error' in r) app.say(`Stats not imported from ${f.name}: ${r.error}.`, 'error');
  else app.say(importSummary(r, f.name), r.saved ? 'ok' : 'error');
}

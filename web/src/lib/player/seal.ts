// The answer in a saved game, sealed. A save sits in localStorage, where a player can open it;
// the solution written there in plain digits gives the puzzle away at a glance. Sealing is an
// encoding, not secrecy, and that suffices: the save must hold the givens, and the answer follows
// from them by any solver, so whoever sets out to decode a save could as well ask one. What
// matters is that nothing stored reads as the solution. The answer is kept rather than worked out
// again on restore because a generated puzzle's answer is the generator's, and solving a large
// variant again can take the engine a while.
import { SYMBOLS } from './layout.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A stream of 0..63 drawn from the givens (xorshift32 seeded by FNV-1a), so two puzzles' seals share no pattern. */
function stream(givens: readonly number[]): () => number {
  let h = 0x811c9dc5;
  for (const g of givens) h = Math.imul(h ^ g, 0x01000193);
  let x = h >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) & 63;
  };
}

/** The answer (n*n symbols 1-9, A-G) sealed against the givens of its puzzle. */
export function seal(answer: string, givens: readonly number[]): string {
  const next = stream(givens);
  return Array.from(answer, (ch) => ALPHABET[(SYMBOLS.indexOf(ch.toUpperCase()) + 1 + next()) & 63]).join('');
}

/** A sealed answer read back against the same givens; '' when it is not one (edited, other givens). */
export function unseal(sealed: string, givens: readonly number[]): string {
  const next = stream(givens);
  let out = '';
  for (const ch of sealed) {
    const at = ALPHABET.indexOf(ch);
    const d = (at - next()) & 63;
    if (at < 0 || d < 1 || d > SYMBOLS.length) return '';
    out += SYMBOLS[d - 1];
  }
  return out;
}

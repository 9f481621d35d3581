// The first visit's landing, below the board (the first screen is a puzzle to play): what Sudoku Lab
// is in two sentences, three doors that each start
// something live (a puzzle to play, a genetic algorithm at work, the linear program), and
// where to read more. Returning players (a saved game) skip it; "About" in the header
// brings it back.
import { el } from '../../dom.js';
import { PACKAGE, REPOSITORY, docsButton } from '../docs/docs.js';
import type { RunSpec } from '../watch/state.js';
import './landing.css';

export interface Doors {
  play(): void;
  watch(): void;
  lp(): void;
}

/**
 * The Watch door's demo: ga-mantere+ on the source's hardest puzzle (Inkala 2012, seeds.txt),
 * which it solved for each of 16 seeds tried, in 25-352 generations; seed 4 takes about 300,
 * long enough to watch. A pure GA (ga-mantere) rarely solves even easy puzzles in its budget.
 * The run has its own puzzle: the board's game is not touched.
 */
export const WATCH_DEMO: RunSpec = {
  method: 'ga-mantere+',
  seed: 4,
  params: {},
  puzzle: '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
};
/**
 * The LP door's puzzle (QQWing expert): its L1 relaxation settles most cells but leaves 15
 * split between digits, which is what the weights view is for (a puzzle the LP solves
 * exactly shows only whole digits).
 */
export const LP_DEMO = '..8.........27.....4..983............9...2.4.5....6....74.69..2..5.47.6.96...348.';

/**
 * Waits (up to `ms`) for an element that a lazily built view creates; `not`: an element
 * already there that does not count (an earlier result being replaced).
 */
export function whenPresent<T extends Element>(selector: string, not: Element | null = null, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const match = () => {
      const e = document.querySelector<T>(selector);
      return e && e !== not ? e : null;
    };
    const found = match();
    if (found) return resolve(found);
    const seen = new MutationObserver(() => {
      const e = match();
      if (!e) return;
      seen.disconnect();
      clearTimeout(timer);
      resolve(e);
    });
    const timer = setTimeout(() => {
      seen.disconnect();
      reject(new Error(`${selector} did not appear`));
    }, ms);
    seen.observe(document.body, { childList: true, subtree: true });
  });
}

export function setupLanding(host: HTMLElement, about: HTMLButtonElement, doors: Doors, firstVisit: boolean) {
  const door = (id: string, title: string, text: string, go: () => void) => {
    const b = el(
      'button',
      { type: 'button', id: `door-${id}`, class: 'door' },
      el('strong', {}, title),
      el('span', {}, text),
    );
    b.addEventListener('click', () => {
      show(false);
      go();
    });
    return b;
  };
  const close = el(
    'button',
    { type: 'button', id: 'landing-close', class: 'landing-close', 'aria-label': 'Close the introduction' },
    'Close',
  );
  host.className = 'landing';
  host.setAttribute('aria-labelledby', 'landing-title');
  host.append(
    el(
      'div',
      { class: 'landing-head' },
      el('h2', { id: 'landing-title' }, 'Sudoku, and the algorithms that solve it, in your browser'),
      close,
    ),
    el(
      'p',
      { class: 'landing-lead' },
      'Sudoku Lab is a Sudoku engine written in C++ and compiled to WebAssembly: it solves, generates, rates and explains puzzles on your device, with no server and offline too. ',
      'It also lets you watch the methods of published papers at work — genetic algorithms evolving a grid generation by generation, and Sudoku posed as a linear program — and compare them with an exact solver.',
    ),
    el(
      'div',
      { class: 'doors' },
      door('play', 'Play a puzzle', 'A fresh easy puzzle on the board, with notes, hints and undo.', doors.play),
      door(
        'watch',
        'Watch a genetic algorithm',
        'ga-mantere+ evolves a population of grids on the hardest sample, live, until one is the solution.',
        doors.watch,
      ),
      door(
        'lp',
        'See Sudoku as a linear program',
        'The L1 relaxation of a puzzle, its candidate weights drawn on a board: where the LP is sure, and where it splits a cell between digits.',
        doors.lp,
      ),
    ),
    el(
      'p',
      { class: 'landing-links' },
      'Read how each method works: ',
      docsButton('1', 'exact and backtracking search'),
      ' · ',
      docsButton('2', 'genetic algorithm with local search'),
      ' · ',
      docsButton('3', 'genetic algorithm for rating'),
      ' · ',
      docsButton('4', 'combinatorial evolution'),
      ' · ',
      docsButton('5', 'linear program'),
      '. ',
      el('a', { href: REPOSITORY, target: '_blank', rel: 'noopener' }, 'Source code'),
      ' · ',
      el('a', { href: PACKAGE, target: '_blank', rel: 'noopener' }, 'npm package sudoku-lab'),
    ),
  );
  /** scroll: brought back by About (the page opens at its top, the landing already there). */
  const show = (on: boolean, scroll = true) => {
    host.hidden = !on;
    about.setAttribute('aria-expanded', String(on));
    if (on && scroll) host.scrollIntoView({ block: 'nearest' });
  };
  close.addEventListener('click', () => show(false));
  about.addEventListener('click', () => show(host.hidden));
  show(firstVisit, false);
}

// The first visit's landing: what Sudoku Lab is in two sentences, three doors that each start
// something live (a puzzle to play, a genetic algorithm at work, the linear program), and
// where to read more. Returning players (a saved game) skip it; "About" in the header
// brings it back.
import { el } from './app.js';
import { PACKAGE, REPOSITORY, docsButton } from './docs.js';
import './landing.css';

export interface Doors {
  play(): void;
  watch(): void;
  lp(): void;
}

/** Waits (up to 10 s) for an element that a lazily built view creates. */
export function whenPresent<T extends Element>(selector: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const found = document.querySelector<T>(selector);
    if (found) return resolve(found);
    const seen = new MutationObserver(() => {
      const e = document.querySelector<T>(selector);
      if (!e) return;
      seen.disconnect();
      clearTimeout(timer);
      resolve(e);
    });
    const timer = setTimeout(() => {
      seen.disconnect();
      reject(new Error(`${selector} did not appear`));
    }, 10_000);
    seen.observe(document.body, { childList: true, subtree: true });
  });
}

export function setupLanding(host: HTMLElement, about: HTMLButtonElement, doors: Doors, firstVisit: boolean) {
  const door = (id: string, title: string, text: string, go: () => void) => {
    const b = el('button', { type: 'button', id: `door-${id}`, class: 'door' }, el('strong', {}, title), el('span', {}, text));
    b.addEventListener('click', () => {
      show(false);
      go();
    });
    return b;
  };
  const close = el('button', { type: 'button', id: 'landing-close', class: 'landing-close', 'aria-label': 'Close the introduction' }, 'Close');
  host.className = 'landing';
  host.setAttribute('aria-labelledby', 'landing-title');
  host.append(
    el('div', { class: 'landing-head' }, el('h2', { id: 'landing-title' }, 'Sudoku, and the algorithms that solve it, in your browser'), close),
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
      door('watch', 'Watch a genetic algorithm', 'ga-mantere evolves a population of grids on this puzzle, live.', doors.watch),
      door('lp', 'See Sudoku as a linear program', 'The L1 relaxation of this puzzle, its candidate weights drawn on a board.', doors.lp),
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
  const show = (on: boolean) => {
    host.hidden = !on;
    about.setAttribute('aria-expanded', String(on));
    if (on) host.scrollIntoView({ block: 'nearest' });
  };
  close.addEventListener('click', () => show(false));
  about.addEventListener('click', () => show(host.hidden));
  show(firstVisit);
}

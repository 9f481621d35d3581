// Start-up: the board and panels first (usable at once), then the engine in its worker.
import './style.css';
import type { App } from './app.js';
import { $, el } from './dom.js';
import { errorText } from './errors.js';
import 'sudoku-lab/element'; // defines <sudoku-board> (index.html's #board), which start() drives
import type { SudokuBoard } from 'sudoku-lab/element';
import { CELLS, puzzleInfo } from 'sudoku-lab/element/internal';
import { setupCompare } from './views/compare.js';
import { setupCreate } from './views/create/create.js';
import { LOADING_FULL, fullWhenOnline, startEngines } from './engine/engines.js';
import { setupEntry } from './views/puzzle/entry.js';
import { importPuzzle } from './views/puzzle/import.js';
import { setupGenerate } from './views/generate.js';
import { setupDaily } from './views/daily/daily.js';
import { setupPlay } from './views/play/play.js';
import { setupPrint } from './views/print/print.js';
import { setupRate } from './views/rate.js';
import { setupSearch } from './views/search/search.js';
import { setupSolve } from './views/solve/solve.js';
import { type Link, linked } from './state/storage.js';
import { Saves } from './state/saves.js';
import { kindOfGame } from './views/play/kinds.js';
import { Tabs } from './widgets/tabs.js';
import { Jobs } from './state/jobs.js';
import { evolveAsJobs } from './engine/jobs-lab.js';
import { LP_DEMO, WATCH_DEMO, setupLanding, whenPresent } from './views/landing/landing.js';
import { keepOffline } from './engine/offline.js';
import { setupTheme } from './state/theme.js';
import { setupWatch } from './views/watch/watch.js';
import { replayHash } from './views/watch/state.js';

async function start() {
  setupTheme($('theme') as HTMLButtonElement);
  const status = $('engine-status');
  // The player: the <sudoku-board> element, its engine the app's play engine once started.
  const element = $('board') as SudokuBoard;
  const { player, game, board } = element;
  // The skip link lands on the board's current cell (the grid itself takes no focus).
  document.querySelector('.skip')?.addEventListener('click', (e) => {
    e.preventDefault();
    board.select(board.selected);
  });
  const say: App['say'] = (text, kind = 'info') => player.say(text, kind);

  const t0 = performance.now();
  const starting = startEngines((state, detail) => {
    status.dataset.full = state;
    status.textContent =
      state === 'loading'
        ? `${ready} · loading the full engine…`
        : state === 'ready'
          ? `${ready} · full engine ready (${detail})`
          : `${ready} · the full engine could not start: ${detail}`;
  });
  const playLab = starting.then((e) => e.play);
  playLab.catch(() => {}); // a failed start is said below (start().catch)
  element.lab = playLab;
  const engines = await starting;
  const lab = engines.play;
  performance.mark('sudoku-lab:engine-ready');
  const ready = `Engine ready (${Math.round(performance.now() - t0)} ms)`;
  status.textContent = ready;
  // The engine's tables every view lists from (one round trip, before any view is built).
  const catalog = await lab.catalog();

  const jobs = new Jobs();
  const saves = new Saves(game, (s) => player.restore(s), kindOfGame);
  // Before another puzzle replaces the board: the running jobs are asked, then the game on the
  // board is saved under its kind (so a half-played daily waits while a Killer is played).
  player.beforeLoad = async (givens) => {
    if (!(await jobs.beforeLoad(givens))) return false;
    saves.save();
    return true;
  };
  const app: App = {
    lab,
    catalog,
    full: engines.full,
    variants: engines.variants,
    long: engines.long,
    game,
    board,
    say,
    jobs,
    loadPuzzle: (text, info, answer) => player.loadPuzzle(text, info, answer),
    solution: () => player.solution(),
    saves,
    resume: async (kind, puzzle = '') => {
      if (!(await player.beforeLoad(puzzle))) return 'the puzzle was not changed: a job is still running on this one';
      if (!saves.open(kind)) return 'the game could not be read back (its text is kept aside in storage)';
      await player.validateNow();
      return null;
    },
  };

  const tabs = new Tabs($('tabs'));
  const playBar = setupPlay(element, app);
  setupEntry(tabs.add('puzzle', 'Puzzle'), app);
  const daily = tabs.add('daily', 'Daily');
  setupDaily(daily, app);
  // The header's Daily: on a phone the tabs lie below the board, the pad and the tools.
  $('go-daily').addEventListener('click', () => {
    tabs.showId('daily');
    $('tabs').scrollIntoView({ block: 'start' });
  });
  setupGenerate(tabs.add('generate', 'Generate'), app);
  setupSolve(tabs.add('solve', 'Solve'), app);
  // Watch runs lab.evolve: the full engine, loaded when the tab is first opened.
  const watch = tabs.add('watch', 'Watch');
  tabs.onFirstShow(watch, () => {
    const wait = el('p', { id: 'watch-loading', class: 'progress', role: 'status' }, LOADING_FULL);
    watch.append(wait);
    fullWhenOnline(app.full, (text) => (wait.textContent = text)).then(
      (full) => {
        wait.remove();
        setupWatch(watch, app, evolveAsJobs(full, jobs, 'Watch'));
      },
      (e: unknown) => (wait.textContent = `The full engine could not start: ${errorText(e)}`),
    );
  });
  // A Watch replay link (#watch?method=...&seed=...) opens on the Watch tab.
  if (location.hash.startsWith('#watch?')) document.getElementById('tab-watch')?.click();
  setupCompare(tabs.add('compare', 'Compare'), app);
  const rate = tabs.add('rate', 'Rate');
  setupRate(rate, app);
  // The Rate button's cards run on the long-run and the full engines: started when the tab is
  // first opened, so the first rating does not wait for them (a failure shows on that card).
  tabs.onFirstShow(rate, () => {
    app.long().catch(() => undefined);
    app.full().catch(() => undefined);
  });
  setupSearch(tabs.add('search', 'Search'), app);
  setupPrint(tabs.add('print', 'Print'), app);
  setupCreate(tabs.add('create', 'Create'), app);

  /** A link's puzzle: classic digits as they are (the engine says if they are not 81), a variant's unpacked (lz-string) by import.ts. */
  const puzzleOf = (link: Link) =>
    /^[0-9._-]*$/.test(link.puzzle)
      ? Promise.resolve({ puzzle: link.puzzle })
      : importPuzzle(`#p=${encodeURIComponent(link.puzzle)}`, app);
  /** Whether the board already holds this link's puzzle (and the link brings no entries): keep the progress. */
  const onBoard = async (link: Link) => {
    const got = await puzzleOf(link).catch(() => null);
    if (!got || !('puzzle' in got) || link.entries) return false;
    return game.shape ? game.puzzleText() === got.puzzle : game.givensText() === got.puzzle.replace(/[0_-]/g, '.');
  };
  /** A shared link's puzzle (and entries) onto the board; the engine's objection, if any. */
  const openLink = async (link: Link) => {
    const got = await puzzleOf(link);
    if (!('puzzle' in got)) return got.problem;
    const problem = await app.loadPuzzle(got.puzzle, puzzleInfo(link));
    if (!problem && link.entries && !game.shape)
      for (let c = 0; c < CELLS; c++)
        if (!game.givens[c] && /[1-9]/.test(link.entries[c] ?? '')) game.entries[c] = Number(link.entries[c]);
    return problem;
  };
  // A shared link wins over saved progress, unless the saved game is that puzzle.
  const link = linked();
  const saved = saves.restore();
  const same = saved && link && (await onBoard(link));
  let problem: string | null = null;
  if (link && !same) problem = await openLink(link);
  if (!saved && (!link || problem))
    await app.loadPuzzle(
      document.querySelector<HTMLOptionElement>('#sample option[value]')?.value ?? '.'.repeat(CELLS),
    );
  game.changed();
  await player.validateNow();
  if (problem) say(`The link's puzzle was not loaded: ${problem}`, 'error');
  else if (link?.ignored.length && !same) say(`Part of the link was not used: ${link.ignored.join('; ')}.`, 'error');
  // A link pasted into the address bar of the open app changes only the hash: load it then too.
  window.addEventListener('hashchange', async () => {
    if (location.hash.startsWith('#watch?')) return document.getElementById('tab-watch')?.click(); // Watch reads it
    const next = linked();
    if (!next) return;
    if (await onBoard(next)) return say("The link's puzzle is the one on the board.");
    const problem = await openLink(next);
    if (problem) return say(`The link's puzzle was not loaded: ${problem}`, 'error');
    game.changed();
    board.select(0, false);
    if (next.ignored.length)
      say(`The link's puzzle is on the board. Part of the link was not used: ${next.ignored.join('; ')}.`, 'error');
    else say("The link's puzzle is on the board.");
  });
  // A first visit (nothing saved, no shared link, no #play) opens on the introduction and its doors.
  const pick = (id: string, value: string) => {
    const s = document.getElementById(id) as HTMLSelectElement;
    s.value = value;
    s.dispatchEvent(new Event('change'));
  };
  setupLanding(
    $('landing'),
    $('about') as HTMLButtonElement,
    {
      play: () => {
        void playBar.newGame('easy');
        board.select(0);
        element.scrollIntoView({ block: 'start' });
      },
      // Each door scrolls to what it started once that is on the page (before, a phone's
      // page is too short to bring it up: the view is still loading).
      watch: async () => {
        const demo = replayHash(WATCH_DEMO, WATCH_DEMO.seed);
        // The hash opens Watch and starts the run (main's and Watch's hashchange listeners).
        if (location.hash === demo) window.dispatchEvent(new HashChangeEvent('hashchange'));
        else location.hash = demo;
        (await whenPresent('#watch-status', null, 60_000).catch(() => null))?.scrollIntoView({ block: 'start' });
      },
      lp: async () => {
        tabs.showId('solve');
        // The demo puzzle replaces the board's only when no digit of the player's is on it.
        if (!game.entries.some((d) => d) && !(await app.loadPuzzle(LP_DEMO)))
          say('A puzzle whose LP relaxation leaves some cells split between digits.');
        pick('solve-method', 'lp');
        const old = document.getElementById('lp-weights');
        $('solve-run').click();
        (await whenPresent('#lp-weights', old, 60_000).catch(() => null))?.scrollIntoView({ block: 'start' });
      },
    },
    // "#play" opens straight on the board (a link for players who know the lab).
    !saved && !link && location.hash !== '#play',
  );
  // Saved shortly after the last change (the undo history makes a save cost more than a frame).
  let saving: ReturnType<typeof setTimeout> | undefined;
  game.onChange(() => {
    clearTimeout(saving);
    saving = setTimeout(() => saves.save(), 300);
  });
  performance.mark('sudoku-lab:app-ready');
  document.documentElement.dataset.ready = 'true';
  // Offline after this visit: the service worker keeps the app's files (engine/offline.ts).
  keepOffline((message) => (status.textContent += ` · ${message}`));
  window.addEventListener('pagehide', () => saves.save());
}

start().catch((e) => {
  $('engine-status').textContent = `The engine could not start: ${e instanceof Error ? e.message : e}`;
  console.error(e);
});

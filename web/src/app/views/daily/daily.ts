// The Daily tab: today's puzzle in each band (the same for every player: lab.daily), a calendar
// of past days, the player's stats (streaks, games per band, best and median times, hints,
// mistakes, a chart of recent times; export and import as a JSON file), and a share text for a
// solved daily puzzle that gives nothing of the solution away. Finished games are recorded here
// (finishes.ts); the record is the browser's own (state/stats.ts).
import type { Difficulty } from 'sudoku-lab';
import type { App } from '../../app.js';
import { el, showBoard } from '../../dom.js';
import { errorText } from '../../errors.js';
import { type GameRecord, Stats, addDays, localDay } from '../../state/stats.js';
import { clock } from 'sudoku-lab/element/internal';
import { timeBars } from './bars.js';
import { recordFinishes } from './finishes.js';
import { importStatsFile } from './stats-import.js';
import { dailyVariantButtons } from './daily-variants.js';
import { kindName } from '../play/kinds.js';
import { resumed } from '../play/resume.js';
import { shareOrCopy } from '../../widgets/share.js';
import './daily.css';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The share text of a solved daily game: date, band, time, hints, mistakes, streak and a link; no digits of the grid. */
export function shareText(g: GameRecord, streak: number, url: string): string {
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  return [
    `Sudoku Lab daily · ${g.daily} · ${g.difficulty}`,
    `Solved in ${clock(g.timeMs)} · ${plural(g.hints, 'hint')} · ${plural(g.mistakes, 'mistake')}`,
    ...(streak > 1 ? [`Streak: ${streak} days`] : []),
    url,
  ].join('\n');
}

/** The link that opens a day's daily puzzle in a band. */
export const dailyUrl = (date: string, band: string) => {
  const u = new URL(location.href);
  u.hash = new URLSearchParams({ daily: date, d: band }).toString();
  return u.href;
};

export function setupDaily(host: HTMLElement, app: App): void {
  const stats = Stats.load();
  const bands = app.catalog.difficulties.map((d) => d.key);
  let month = localDay().slice(0, 7); // the calendar's month, YYYY-MM
  let band: Difficulty = 'medium';

  /** Opens a day's daily puzzle on the board. */
  const play = async (date: string, b: Difficulty) => {
    if (await resumed(app, kindName('classic', 9, { date, band: b }), `Daily ${b} puzzle of ${date}`)) return;
    app.say(`Loading the daily ${b} puzzle of ${date}…`);
    showBoard();
    try {
      const p = await app.lab.daily({ date, difficulty: b });
      const problem = await app.loadPuzzle(
        p.puzzle,
        { difficulty: p.difficulty, er: p.er, seed: p.seed, date },
        p.solution,
      );
      if (problem) throw new Error(problem);
      app.say(`Daily ${b} puzzle of ${date}: the same for every player.`, 'ok');
      app.board.select(0);
      // Again: a variant's rules above the board, come with it, scroll the page (scroll anchoring).
      showBoard();
    } catch (e) {
      app.say(`No daily puzzle: ${errorText(e)}`, 'error');
    }
  };

  const today = el('div', { class: 'daily-today', role: 'group', 'aria-label': "Today's puzzles" });
  const calendar = el('div', { class: 'daily-calendar' });
  const bandPick = el('select', { id: 'daily-band', 'aria-label': 'Band for the calendar' });
  for (const b of bands) bandPick.append(el('option', { value: b }, b));
  bandPick.value = band;
  bandPick.addEventListener('change', () => {
    band = bandPick.value as Difficulty;
    render();
  });
  const statsBox = el('div', { class: 'daily-stats', id: 'daily-stats' });
  const shareOut = el('textarea', {
    id: 'daily-share',
    readonly: '',
    rows: '4',
    'aria-label': 'Share text',
    hidden: '',
  });
  const problem = el('p', { class: 'daily-problem', role: 'alert' });

  const solvedOn = (date: string, b?: string) =>
    stats.games.filter((g) => g.daily === date && (b === undefined || g.difficulty === b));

  const share = async (g: GameRecord) => {
    const text = shareText(g, stats.streaks().current, dailyUrl(g.daily!, g.difficulty));
    shareOut.hidden = false;
    await shareOrCopy('Share text', { text }, shareOut, app.say);
  };

  const renderToday = () => {
    const day = localDay();
    today.replaceChildren(
      el('h3', {}, `Today · ${day}`),
      ...bands.map((b) => {
        const done = solvedOn(day, b)[0];
        const button = el('button', { type: 'button', 'data-band': b, class: done ? 'done' : '' }, b);
        button.append(el('span', { class: 'daily-state' }, done ? `solved ${clock(done.timeMs)}` : 'not played'));
        button.addEventListener('click', () => void play(day, b));
        const row = el('div', { class: 'daily-band' }, button);
        if (done) {
          const s = el(
            'button',
            { type: 'button', class: 'daily-share-btn', 'aria-label': `Share today's ${b} result` },
            'Share',
          );
          s.addEventListener('click', () => void share(done));
          row.append(s);
        }
        return row;
      }),
    );
  };

  const renderCalendar = () => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const first = `${month}-01`;
    const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7; // Monday first
    const now = localDay();
    const prev = el('button', { type: 'button', 'aria-label': 'Previous month' }, '‹');
    const next = el('button', { type: 'button', 'aria-label': 'Next month' }, '›');
    next.disabled = month >= now.slice(0, 7);
    prev.addEventListener('click', () => ((month = addDays(first, -1).slice(0, 7)), renderCalendar()));
    next.addEventListener('click', () => ((month = addDays(first, 31).slice(0, 7)), renderCalendar()));
    const grid = el('div', { class: 'cal-grid', role: 'grid', 'aria-label': `${MONTHS[m - 1]} ${y}` });
    for (const w of ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])
      grid.append(el('span', { class: 'cal-head', 'aria-hidden': 'true' }, w));
    for (let i = 0; i < lead; i++) grid.append(el('span', {}));
    for (let d = 1; d <= days; d++) {
      const date = `${month}-${String(d).padStart(2, '0')}`;
      const done = solvedOn(date, band).length > 0;
      const b = el(
        'button',
        { type: 'button', 'data-date': date, class: `cal-day${done ? ' done' : ''}${date === now ? ' today' : ''}` },
        String(d),
      );
      b.setAttribute('aria-label', `${date}, ${band}${done ? ', solved' : ''}`);
      b.disabled = date > now; // no peeking at tomorrow's
      b.addEventListener('click', () => void play(date, band));
      grid.append(b);
    }
    calendar.replaceChildren(
      el('div', { class: 'cal-bar' }, prev, el('h3', {}, `${MONTHS[m - 1]} ${y}`), next, bandPick),
      grid,
    );
  };

  const renderStats = () => {
    const { current, best } = stats.streaks();
    const per = stats.byBand();
    const table = el('table', { class: 'stats-table' });
    table.append(
      el(
        'tr',
        {},
        ...['band', 'games', 'best', 'median', 'hints', 'mistakes'].map((h) => el('th', { scope: 'col' }, h)),
      ),
    );
    for (const b of bands) {
      const s = per[b];
      const t = (ms: number | null) => (ms === null ? '—' : clock(ms));
      table.append(
        el(
          'tr',
          {},
          el('th', { scope: 'row' }, b),
          ...[String(s.games), t(s.bestMs), t(s.medianMs), String(s.hints), String(s.mistakes)].map((v) =>
            el('td', {}, v),
          ),
        ),
      );
    }
    const exp = el('button', { type: 'button', id: 'stats-export' }, 'Export');
    exp.addEventListener('click', () => {
      const a = el('a', {
        href: URL.createObjectURL(new Blob([stats.exportText()], { type: 'application/json' })),
        download: `sudoku-lab-stats-${localDay()}.json`,
      });
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 0);
    });
    const file = el('input', {
      type: 'file',
      id: 'stats-import',
      accept: 'application/json,.json',
      'aria-label': 'Import stats from a file',
    });
    file.addEventListener('change', () => void importStatsFile(file, stats, app));
    statsBox.replaceChildren(
      el('h3', {}, 'Your stats'),
      el(
        'p',
        { class: 'streaks' },
        el('strong', { id: 'streak-current' }, String(current)),
        ' day streak · best ',
        el('strong', { id: 'streak-best' }, String(best)),
      ),
      table,
      timeBars(stats.games.slice(-30)),
      el('div', { class: 'row' }, exp, el('label', { class: 'field' }, el('span', {}, 'Import'), file)),
      el(
        'p',
        { class: 'hint-text' },
        'Kept in this browser only: nothing is sent anywhere. Export to keep a copy or move it to another device.',
      ),
    );
  };

  const render = () => {
    renderToday();
    renderCalendar();
    renderStats();
  };

  problem.textContent = stats.problem ?? '';
  problem.hidden = !stats.problem;
  host.className = 'panel daily';
  host.append(problem, today, dailyVariantButtons(app), calendar, shareOut, statsBox);
  stats.onChange(render);
  render();
  recordFinishes(app, stats, (g) => {
    if (g.daily) void share(g);
  });

  // A daily link (#daily=YYYY-MM-DD&d=band) opens that puzzle.
  const openLink = () => {
    const params = new URLSearchParams(location.hash.slice(1));
    const date = params.get('daily');
    if (date === null) return;
    const b = params.get('d') ?? 'medium';
    if (!bands.includes(b as Difficulty)) return app.say(`d (difficulty) must be one of ${bands.join(', ')}`, 'error');
    void play(date, b as Difficulty);
  };
  window.addEventListener('hashchange', openLink);
  openLink();
}

// Light / dark theme: follows the system until chosen, then kept in localStorage. The page's
// <sudoku-board> takes it through its theme attribute.
const KEY = 'sudoku-lab:theme';

export function setupTheme(button: HTMLButtonElement) {
  // The button's name stays "Dark mode" (a toggle's name never changes); its pressed state is
  // aria-pressed, and shown beside the name, so "Dark mode" on a dark page cannot read as an offer.
  const state = document.createElement('span');
  state.className = 'toggle-state';
  state.setAttribute('aria-hidden', 'true');
  button.append(state);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    /* no storage */
  }
  const apply = (dark: boolean) => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    for (const b of document.querySelectorAll('sudoku-board')) b.setAttribute('theme', dark ? 'dark' : 'light');
    button.setAttribute('aria-pressed', String(dark));
    state.textContent = dark ? ': on' : ': off';
  };
  apply(stored ? stored === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches);
  button.addEventListener('click', () => {
    const dark = document.documentElement.dataset.theme !== 'dark';
    apply(dark);
    try {
      localStorage.setItem(KEY, dark ? 'dark' : 'light');
    } catch {
      /* no storage */
    }
  });
}

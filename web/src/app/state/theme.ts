// Light / dark theme: follows the system until chosen, then kept in localStorage. The page's
// <sudoku-board> takes it through its theme attribute.
const KEY = 'sudoku-lab:theme';

export function setupTheme(button: HTMLButtonElement) {
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

// Accessible tabs (WAI-ARIA tab pattern): arrow keys move between tabs, one panel shown.
// Panels register themselves, so the panels of APIs that land later slot in with one line.
export class Tabs {
  private list: HTMLElement;
  private tabs: HTMLButtonElement[] = [];
  private panels: HTMLElement[] = [];
  private firstShow = new Map<HTMLElement, () => void>();

  constructor(private readonly host: HTMLElement) {
    this.list = document.createElement('div');
    this.list.setAttribute('role', 'tablist');
    this.list.setAttribute('aria-label', 'Tools');
    this.list.className = 'tablist';
    this.list.addEventListener('keydown', (e) => {
      const i = this.tabs.indexOf(document.activeElement as HTMLButtonElement);
      if (i < 0) return;
      const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
      if (!d) return;
      e.preventDefault();
      const next = (i + d + this.tabs.length) % this.tabs.length;
      this.show(next);
      this.tabs[next]!.focus();
    });
    host.append(this.list);
  }

  /** Adds a tab and returns its (empty) panel. */
  add(id: string, title: string): HTMLElement {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.id = `tab-${id}`;
    tab.className = 'tab';
    tab.textContent = title;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', `panel-${id}`);
    const panel = document.createElement('section');
    panel.id = `panel-${id}`;
    panel.className = 'panel';
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    const index = this.tabs.length;
    tab.addEventListener('click', () => this.show(index));
    this.tabs.push(tab);
    this.panels.push(panel);
    this.list.append(tab);
    this.host.append(panel);
    this.show(this.tabs.length === 1 ? 0 : this.current());
    return panel;
  }

  /** Runs once, when the panel is first shown (a view that loads what it needs then). */
  onFirstShow(panel: HTMLElement, run: () => void) {
    if (!panel.hidden) run();
    else this.firstShow.set(panel, run);
  }

  /** Shows the tab added with this id. */
  showId(id: string) {
    const i = this.tabs.findIndex((t) => t.id === `tab-${id}`);
    if (i >= 0) this.show(i);
  }

  current(): number {
    return Math.max(
      0,
      this.tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true'),
    );
  }

  show(index: number) {
    this.tabs.forEach((t, i) => {
      const on = i === index;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      this.panels[i]!.hidden = !on;
    });
    const panel = this.panels[index]!;
    const run = this.firstShow.get(panel);
    if (run) {
      this.firstShow.delete(panel);
      run();
    }
  }
}

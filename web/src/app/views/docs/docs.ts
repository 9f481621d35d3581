// The methods' documentation inside the app: docs/ALGORITHMS.md ships as its own lazily
// loaded chunk and a section ("1.2", "5", ...) opens in a dialog, offline too. Method notes
// such as "ALGORITHMS.md 3 (seed 002)" become buttons that open their section.
//
// The renderer covers the Markdown that file uses (headings, paragraphs, lists, tables,
// `code`, **bold**, *italic*, links) and builds DOM nodes, never HTML strings.
import { el } from '../../dom.js';
import './docs.css';

/** Where the repository and the package live (package.json's repository and the registry). */
export const REPOSITORY = 'https://github.com/sudoku-lab/sudoku-lab';
export const PACKAGE = 'https://www.npmjs.com/package/sudoku-lab';
export const DOCS_ON_REPOSITORY = `${REPOSITORY}/blob/main/docs/ALGORITHMS.md`;

let text: Promise<string> | undefined;
const load = () => (text ??= import('../../../../../docs/ALGORITHMS.md?raw').then((m) => m.default as string));

/** The lines of one section: from its heading ("## 3." or "### 1.2") to the next heading of the same or a higher level. */
export function sectionLines(markdown: string, section: string): string[] | null {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^#{2,4} ${section.replace('.', '\\.')}(\\.|\\s)`).test(l));
  if (start < 0) return null;
  const level = lines[start]!.indexOf(' ');
  let end = start + 1;
  while (end < lines.length && !(/^#{1,4} /.test(lines[end]!) && lines[end]!.indexOf(' ') <= level)) end++;
  return lines.slice(start, end);
}

/** Inline Markdown to nodes: `code`, **bold**, *italic*, [text](url). */
function inline(s: string): (Node | string)[] {
  const out: (Node | string)[] = [];
  const re = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let at = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    if (m.index > at) out.push(s.slice(at, m.index));
    if (m[1] !== undefined) out.push(el('code', {}, m[1]));
    else if (m[2] !== undefined) out.push(el('strong', {}, ...inline(m[2])));
    else if (m[3] !== undefined) out.push(el('em', {}, ...inline(m[3])));
    else {
      // Links inside the repository point at the repository's copy; others open as they are.
      const href = /^[a-z]+:/.test(m[5]!) ? m[5]! : `${REPOSITORY}/blob/main/docs/${m[5]}`;
      out.push(el('a', { href, target: '_blank', rel: 'noopener' }, ...inline(m[4]!)));
    }
    at = m.index + m[0].length;
  }
  if (at < s.length) out.push(s.slice(at));
  return out;
}

const cells = (row: string) => row.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());

/** Block Markdown to nodes. */
export function render(lines: string[]): HTMLElement {
  const box = el('div', { class: 'docs-body' });
  for (let i = 0; i < lines.length; ) {
    const line = lines[i]!;
    const heading = /^(#{1,4}) (.*)$/.exec(line);
    if (heading) {
      box.append(el(`h${Math.min(heading[1]!.length + 1, 5)}` as 'h3', {}, ...inline(heading[2]!)));
      i++;
    } else if (line.startsWith('|')) {
      const table = el('table');
      const head = cells(line);
      table.append(el('thead', {}, el('tr', {}, ...head.map((c) => el('th', { scope: 'col' }, ...inline(c))))));
      const body = el('tbody');
      for (i += 2; i < lines.length && lines[i]!.startsWith('|'); i++) body.append(el('tr', {}, ...cells(lines[i]!).map((c) => el('td', {}, ...inline(c)))));
      table.append(body);
      box.append(el('div', { class: 'docs-table' }, table));
    } else if (/^\s*([-*]|\d+\.) /.test(line)) {
      const ordered = /^\s*\d+\. /.test(line);
      const list = el(ordered ? 'ol' : 'ul');
      while (i < lines.length && /^\s*([-*]|\d+\.) /.test(lines[i]!)) {
        let item = lines[i]!.replace(/^\s*([-*]|\d+\.) /, '');
        for (i++; i < lines.length && /^\s{2,}\S/.test(lines[i]!) && !/^\s*([-*]|\d+\.) /.test(lines[i]!); i++) item += ' ' + lines[i]!.trim();
        list.append(el('li', {}, ...inline(item)));
      }
      box.append(list);
    } else if (line.trim() === '') {
      i++;
    } else {
      let para = line;
      for (i++; i < lines.length && lines[i]!.trim() !== '' && !/^(#|\||\s*([-*]|\d+\.) )/.test(lines[i]!); i++) para += ' ' + lines[i]!.trim();
      box.append(el('p', {}, ...inline(para)));
    }
  }
  return box;
}

let dialog: HTMLDialogElement | undefined;

/** Opens docs/ALGORITHMS.md's section (e.g. "1.2") in a dialog. */
export async function showDocs(section: string): Promise<void> {
  if (!dialog) {
    dialog = el('dialog', { id: 'docs-dialog', class: 'docs-dialog', 'aria-labelledby': 'docs-title' });
    document.body.append(dialog);
  }
  const close = el('button', { type: 'button', class: 'docs-close' }, 'Close');
  close.addEventListener('click', () => dialog!.close());
  const online = el('a', { href: DOCS_ON_REPOSITORY, target: '_blank', rel: 'noopener' }, 'docs/ALGORITHMS.md in the repository');
  dialog.replaceChildren(el('p', { class: 'docs-bar' }, el('span', { id: 'docs-title' }, `docs/ALGORITHMS.md, section ${section}`), online, close), el('p', {}, 'Loading…'));
  if (!dialog.open) dialog.showModal();
  try {
    const lines = sectionLines(await load(), section);
    dialog.lastElementChild!.replaceWith(lines ? render(lines) : el('p', {}, `Section ${section} is not in docs/ALGORITHMS.md.`));
  } catch (e) {
    dialog.lastElementChild!.replaceWith(el('p', {}, `The documentation could not be loaded (${e instanceof Error ? e.message : e}); it is at ${DOCS_ON_REPOSITORY}.`));
  }
}

/** A button that opens a section of docs/ALGORITHMS.md. */
export function docsButton(section: string, label = `docs/ALGORITHMS.md ${section}`): HTMLButtonElement {
  const b = el('button', { type: 'button', class: 'docs-link', 'data-section': section }, label);
  b.addEventListener('click', () => void showDocs(section));
  return b;
}

/** Text with "ALGORITHMS.md N" references turned into buttons that open those sections. */
export function withDocLinks(text: string): (Node | string)[] {
  const out: (Node | string)[] = [];
  const re = /(?:docs\/)?ALGORITHMS\.md(?: section)? (\d+(?:\.\d+)?)/g;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push(docsButton(m[1]!, `docs ${m[1]}`));
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

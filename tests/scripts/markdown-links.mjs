// @ts-check
// Links of Markdown files checked against the repository: a relative link must name a file or
// folder that exists, and an #anchor must name a heading (GitHub's anchors) or an explicit
// id of the target document. Links to this repository on GitHub (blob/main, tree/main) are
// checked as the paths they name, since the package README can only link there.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const REPO_URL = /^https:\/\/github\.com\/sudoku-lab\/sudoku-lab\/(?:blob|tree)\/main\/([^?#]*)(#.*)?$/;

/** The lines of `text` outside fenced code blocks, with their 1-based numbers. @param {string} text */
function proseLines(text) {
  /** @type {{ n: number, line: string }[]} */
  const out = [];
  let fence = '';
  text.split('\n').forEach((line, i) => {
    const f = /^\s*(```|~~~)/.exec(line)?.[1];
    if (f && (!fence || fence === f)) fence = fence ? '' : f;
    else if (!fence) out.push({ n: i + 1, line });
  });
  return out;
}

/**
 * GitHub's anchor of a heading's text: the rendered text (links, code and emphasis marks
 * gone), lower-cased, punctuation dropped, each space a hyphen.
 * @param {string} heading
 */
export function slug(heading) {
  return (
    heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      // HTML tags go, except inside code spans, whose text GitHub keeps (`<sudoku-board>`).
      .split(/(`[^`]*`)/)
      .map((part) => (part.startsWith('`') ? part : part.replace(/<[^>]+>/g, '')))
      .join('')
      .replace(/[`*]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
      .replace(/ /g, '-')
  );
}

/** Every anchor of a Markdown text: its headings' (a repeated one gets -1, -2, ...) and explicit ids. @param {string} text */
export function anchors(text) {
  const seen = new Map();
  const out = new Set();
  for (const { line } of proseLines(text)) {
    const h = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const base = slug(h[1] ?? '');
      const k = seen.get(base) ?? 0;
      seen.set(base, k + 1);
      out.add(k ? `${base}-${k}` : base);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.add(m[1]);
  }
  return out;
}

/** The link targets of a Markdown text with their line numbers (inline links, images, reference definitions). @param {string} text */
export function links(text) {
  /** @type {{ n: number, target: string }[]} */
  const out = [];
  for (const { n, line } of proseLines(text)) {
    const prose = line.replace(/(`+)[^`]*?\1/g, '``');
    for (const m of prose.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g))
      out.push({ n, target: (m[1] ?? '').replace(/^<|>$/g, '') });
    const def = /^ {0,3}\[[^\]]+\]:\s*(\S+)/.exec(prose);
    if (def) out.push({ n, target: def[1] ?? '' });
  }
  return out;
}

/**
 * The broken links of the Markdown file `file`, as messages 'file:line: target: why'.
 * @param {string} root the repository's folder @param {string} file a Markdown file inside it
 */
export function brokenLinks(root, file) {
  /** @type {Map<string, Set<string>>} */
  const cache = new Map();
  const anchorsOf = (/** @type {string} */ f) =>
    cache.get(f) ?? cache.set(f, anchors(readFileSync(f, 'utf8'))).get(f) ?? new Set();
  const name = (/** @type {string} */ f) => relative(root, f) || '.';
  /** @type {string[]} */
  const broken = [];
  for (const { n, target } of links(readFileSync(file, 'utf8'))) {
    const repo = REPO_URL.exec(target);
    if (!repo && /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [path = '', anchor] = repo ? [repo[1] ?? '', repo[2]?.slice(1)] : target.split('#');
    const to = path
      ? repo
        ? join(root, decodeURIComponent(path))
        : resolve(dirname(file), decodeURIComponent(path))
      : file;
    const why = !(to === root || to.startsWith(root.endsWith(sep) ? root : root + sep))
      ? 'outside the repository'
      : !existsSync(to)
        ? `no file ${name(to)}`
        : anchor && to.endsWith('.md') && statSync(to).isFile() && !anchorsOf(to).has(decodeURIComponent(anchor))
          ? `no heading or id '${anchor}' in ${name(to)}`
          : '';
    if (why) broken.push(`${name(file)}:${n}: ${target}: ${why}`);
  }
  return broken;
}

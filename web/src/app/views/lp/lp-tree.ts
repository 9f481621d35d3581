// lp-hybrid's branching tree (LpSolveResult.tree), drawn as it grew: each node is an LP
// solve, placed by depth (down) and visiting order (across), coloured by its outcome, and
// the nodes appear one by one in the order the search visited them (Replay starts again).
import { el } from '../../dom.js';

const OUTCOMES = ['open', 'infeasible', 'solved', 'branched', 'exhausted', 'cancelled'];
const SVG = 'http://www.w3.org/2000/svg';
const svg = <K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>) => {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
};

export function lpTree(tree: Int32Array): HTMLElement | null {
  const n = tree.length / 4;
  if (n < 1) return null;
  const parent = (i: number) => tree[i * 4]!;
  const kids: number[][] = Array.from({ length: n }, () => []);
  const depth = new Array<number>(n).fill(0);
  for (let i = 1; i < n; i++) {
    kids[parent(i)]!.push(i);
    depth[i] = depth[parent(i)]! + 1;
  }
  // x: leaves left to right in visiting order; a parent over the middle of its children.
  const x = new Array<number>(n).fill(0);
  let leaves = 0;
  const place = (i: number): number => {
    const c = kids[i]!;
    x[i] = c.length ? c.map(place).reduce((a, b) => a + b, 0) / c.length : leaves++;
    return x[i]!;
  };
  place(0);
  const maxDepth = Math.max(...depth);
  const dx = 16,
    dy = 30,
    pad = 10;
  const width = Math.max(1, leaves) * dx + 2 * pad,
    height = (maxDepth + 1) * dy + 2 * pad;
  const root = svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', class: 'lp-tree-svg' });
  root.setAttribute('aria-label', `lp-hybrid's branching tree: ${n} LP solves, depth ${maxDepth}`);
  const pos = (i: number) => [pad + x[i]! * dx + dx / 2, pad + depth[i]! * dy + 6];
  const nodes: SVGElement[] = [];
  for (let i = 0; i < n; i++) {
    const g = svg('g', { class: `lp-node lp-${OUTCOMES[tree[i * 4 + 3]!] ?? 'open'}` });
    const [cx, cy] = pos(i);
    if (i > 0) {
      const [px, py] = pos(parent(i));
      g.append(svg('line', { x1: px!, y1: py!, x2: cx!, y2: cy! }));
    }
    const cell = tree[i * 4 + 1]!,
      digit = tree[i * 4 + 2]!;
    const title = svg('title', {});
    title.textContent = `${i === 0 ? 'root' : `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}=${digit}`}: ${OUTCOMES[tree[i * 4 + 3]!]}`;
    g.append(svg('circle', { cx: cx!, cy: cy!, r: 5 }), title);
    g.style.visibility = 'hidden';
    nodes.push(g);
    root.append(g);
  }
  // The solving node is the last one marked solved (its ancestors are marked too: the path).
  let solvedAt: number | undefined;
  for (let i = 0; i < n; i++) if (tree[i * 4 + 3] === 2) solvedAt = i;
  const summary = el(
    'p',
    { class: 'help', id: 'lp-tree-summary' },
    `${n} LP solves, depth ${maxDepth}${solvedAt !== undefined ? `; the rounded grid of node ${solvedAt + 1} solved the puzzle` : ''}. ` +
      'Blue: branched on its most fractional cell; red: proven infeasible; green: the path to the solution; grey: gave nothing.',
  );
  const replay = el('button', { type: 'button', id: 'lp-tree-replay' }, 'Replay');
  const view = el(
    'div',
    { class: 'lp-tree', id: 'lp-tree' },
    el('h3', {}, 'Branching tree (lp-hybrid)'),
    summary,
    replay,
    el('div', { class: 'lp-tree-scroll' }, root),
  );
  let timer = 0;
  const grow = () => {
    clearInterval(timer);
    view.dataset.grown = 'false'; // 'true' once every node shows (screenshots wait for it)
    nodes.forEach((g) => (g.style.visibility = 'hidden'));
    let k = 0;
    const per = Math.max(1, Math.ceil(n / 60)); // about 6 s whatever the size
    timer = window.setInterval(() => {
      for (let j = 0; j < per && k < n; j++) nodes[k++]!.style.visibility = 'visible';
      if (k < n) return;
      clearInterval(timer);
      view.dataset.grown = 'true';
    }, 100);
  };
  replay.addEventListener('click', grow);
  grow();
  return view;
}

// The element builder the player's widgets (and the app's views) build with: no framework.

/**
 * A small element builder: el('button', { type: 'button' }, 'Run').
 * @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
}

/** The document or shadow root n is in: where elementFromPoint finds what is under a finger. */
export const rootOf = (n: Node): Document | ShadowRoot => {
  const r = n.getRootNode();
  return r instanceof ShadowRoot ? r : document;
};

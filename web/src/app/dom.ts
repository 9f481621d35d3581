// The DOM helpers every view and widget builds with: no framework, just elements.

/** A small element builder: el('button', { type: 'button' }, 'Run'). */
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

/** A labelled control: <label>text <control></label>. */
export function field(text: string, control: HTMLElement): HTMLLabelElement {
  return el('label', { class: 'field' }, el('span', {}, text), control);
}

/** The page's element with this id (index.html's fixed parts: the board, the tabs, the header). */
export const $ = (id: string) => document.getElementById(id)!;

// The variant overlay's rules (sudoku-lab/variants' VARIANT_CSS) for the page's own drawings (the
// Create editor, the Print sheets): adopted once by the document as a constructed sheet, which the
// app's Content-Security-Policy allows (no inline style). The board has them in its shadow root.

let adopted = false;

/** Adopts the overlay's rules into the document, once. */
export function adoptVariantCss(css: string) {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

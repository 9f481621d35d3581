// Giving a link or a text away: the system's share sheet where there is one (phones, some
// desktops), else the clipboard, else the text selected in its field for the player to copy.
// The field always shows what was given.
import type { App } from '../app.js';

export async function shareOrCopy(
  what: string,
  data: { url: string } | { text: string },
  field: HTMLInputElement | HTMLTextAreaElement,
  say: App['say'],
): Promise<void> {
  field.value = 'url' in data ? data.url : data.text;
  const shareData: ShareData = { title: 'Sudoku Lab', ...data };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(shareData) ?? true)) {
    try {
      await navigator.share(shareData);
      return say(`${what} shared.`, 'ok');
    } catch (e) {
      // Closed by the player: nothing more to do. Refused (no sheet here after all): copy instead.
      if (e instanceof DOMException && e.name === 'AbortError') return say(`${what} not shared.`);
    }
  }
  try {
    await navigator.clipboard.writeText(field.value);
    say(`${what} copied.`, 'ok');
  } catch {
    field.select();
    say(`${what} selected below: copy it.`);
  }
}

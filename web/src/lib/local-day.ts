// A Date's day in its own time zone as YYYY-MM-DD: the "today" of players (lab.daily's default,
// the element's daily="today", the app's stats), written once.
export function localDay(d: Date = new Date()): string {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1, 2)}-${pad(d.getDate(), 2)}`;
}

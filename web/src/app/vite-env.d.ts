// Vite's `?raw` imports (docs.ts loads docs/ALGORITHMS.md as text).
declare module '*?raw' {
  const text: string;
  export default text;
}

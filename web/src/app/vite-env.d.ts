// Vite's `?raw` imports (views/docs/docs.ts loads docs/ALGORITHMS.md as text).
declare module '*?raw' {
  const text: string;
  export default text;
}

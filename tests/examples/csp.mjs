// @ts-check
// The vanilla-cdn example's Content-Security-Policy allows its one inline script by hash: the
// hash of the script's text, and the page with another CDN put in (the tests' local one).
import { createHash } from 'node:crypto';

const SCRIPT = /<script type="module">([\s\S]*?)<\/script>/;
const HASH = /'sha256-[^']*'/;

/** The CSP source that allows the page's inline module script: 'sha256-<base64>'. */
export function inlineScriptSource(/** @type {string} */ html) {
  const script = SCRIPT.exec(html);
  if (!script) throw new Error('the page has no inline <script type="module">');
  return `'sha256-${createHash('sha256')
    .update(script[1] ?? '', 'utf8')
    .digest('base64')}'`;
}

/** The hash the page's policy names. */
export function policyScriptSource(/** @type {string} */ html) {
  const source = HASH.exec(html);
  if (!source) throw new Error("the page's Content-Security-Policy names no 'sha256-...' source");
  return source[0];
}

/**
 * The page (or sw.js) with every text `from` replaced by `to`, and, for a page, the policy's
 * script hash made that of the new inline script.
 * @param {string} text @param {Record<string, string>} replacements
 */
export function rehost(text, replacements) {
  let out = text;
  for (const [from, to] of Object.entries(replacements)) out = out.replaceAll(from, to);
  return SCRIPT.test(out) ? out.replace(HASH, inlineScriptSource(out)) : out;
}

import { createHash } from 'node:crypto';

/**
 * A drawn page paints from its HTML alone; its scripts only hydrate it. Named in the head, the browser
 * fetches them while it is still parsing, and on a slow link they share the first round trips with the
 * rest of the HTML and the landing page's poster. Instead the page carries one small inline script that
 * asks for them once the browser reports the first contentful paint (a requestAnimationFrame callback
 * runs before the frame reaches the screen, too early), at once in a tab nobody sees (it paints nothing)
 * or without paint timing, and after 3 s whatever happens: the entry and the chunks Vite would have
 * preloaded, in the same order, then the chunks of the page's screen (page-chunks.ts), four links a task:
 * adding a link costs the browser about a millisecond on a slow phone, so forty in one task would be the
 * long task that Vite's loader made during hydration (decision 0070), only earlier.
 *
 * The script's text never changes (the URLs travel in its data attributes), so the CSP allows it by its
 * hash, and `script-src` stays without 'unsafe-inline'.
 */
const BOOT = `(function(){var d=document.currentScript.dataset,done=false;function add(h){if(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)}}function go(){if(done)return;done=true;d.preload.split(' ').forEach(add);var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.entry;document.head.appendChild(s);var p=d.page.split(' ');(function next(){p.splice(0,4).forEach(add);if(p.length)setTimeout(next)})()}var P=window.PerformanceObserver;if(document.visibilityState==='hidden'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return go();new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(go)}).observe({type:'paint',buffered:true});setTimeout(go,3000)})()`;

/** For the CSP's script-src: the one inline script the app sends. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Takes the entry script and its preloads out of the built page's head; `boot`, given the chunks of the
 * page's screen, goes at the end of the body. A head without an entry script (not a Vite build) is left as
 * it is.
 */
export function scriptsAfterPaint(head: string): { head: string; boot: (page: string[]) => string } {
  const entry = ENTRY.exec(head)?.[1];
  if (!entry) return { head, boot: () => '' };
  const preloads = [...head.matchAll(PRELOAD)].map((match) => match[1]).join(' ');
  return {
    head: head.replace(ENTRY, '').replace(PRELOAD, ''),
    boot: (page) =>
      `<script data-entry="${entry}" data-preload="${preloads}" data-page="${page.join(' ')}">${BOOT}</script>`,
  };
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What `vite build` writes to .vite/manifest.json (build.manifest): each chunk by its source. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The chunks a drawn page's screen needs beyond the entry's, the screen's own first. The page names them
 * so the browser fetches them beside the entry. Left to the entry, they were asked for only once it had
 * run and React met the screen while hydrating: one more round trip on a slow link, and Vite's loader
 * adding a link per chunk (40-odd for the player page) in the middle of hydration, one task of 16-82 ms on
 * this machine, four times that on Lighthouse's phone (docs/performance.md).
 *
 * Without a manifest (a build made before it, or tests without a build) a page names none, as before.
 */
export function pageChunks(staticDir: string): (screen: string) => string[] {
  const file = path.join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const withImports = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const imported of chunk.imports ?? []) withImports(imported, into);
    return into;
  };
  const entry = withImports('index.html');
  const known = new Map<string, string[]>();
  return (screen) => {
    let chunks = known.get(screen);
    if (!chunks) {
      chunks = [...withImports(`pages/${screen}.tsx`)]
        .filter((key) => !entry.has(key))
        .map((key) => `/${manifest[key]!.file}`);
      known.set(screen, chunks);
    }
    return chunks;
  };
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageChunks } from './page-chunks';

const dir = mkdtempSync(path.join(os.tmpdir(), 'hf-page-chunks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build's manifest as Vite writes it: the entry, two screens and the chunks they share. */
function built(manifest: Record<string, { file: string; imports?: string[] }>) {
  const staticDir = mkdtempSync(path.join(dir, 'web-'));
  mkdirSync(path.join(staticDir, '.vite'));
  writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return staticDir;
}

const MANIFEST = {
  'index.html': { file: 'assets/index-E.js', imports: ['_react-R.js'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  'pages/player/PlayerPage.tsx': {
    file: 'assets/PlayerPage-P.js',
    imports: ['_Card-C.js', '_react-R.js', '_Form-F.js'],
  },
  '_Card-C.js': { file: 'assets/Card-C.js', imports: ['_icons-I.js', '_react-R.js'] },
  '_Form-F.js': { file: 'assets/Form-F.js', imports: ['_icons-I.js', '_Card-C.js'] },
  '_icons-I.js': { file: 'assets/icons-I.js' },
  'pages/legal/TermsPage.tsx': { file: 'assets/TermsPage-T.js', imports: ['_react-R.js'] },
};

describe('the chunks a drawn page names for its screen', () => {
  it("are the screen's own chunk first, then everything it imports, each once, none of the entry's", () => {
    const chunksOf = pageChunks(built(MANIFEST));
    expect(chunksOf('player/PlayerPage')).toEqual([
      '/assets/PlayerPage-P.js',
      '/assets/Card-C.js',
      '/assets/icons-I.js',
      '/assets/Form-F.js',
    ]);
    expect(chunksOf('legal/TermsPage')).toEqual(['/assets/TermsPage-T.js']);
  });

  it('are none for a screen the build lacks (a drawing bundle older than the build), or no manifest', () => {
    const chunksOf = pageChunks(built(MANIFEST));
    expect(chunksOf('admin/GonePage')).toEqual([]);
    expect(pageChunks(mkdtempSync(path.join(dir, 'plain-')))('player/PlayerPage')).toEqual([]);
  });
});

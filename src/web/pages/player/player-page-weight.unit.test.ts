import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What the player page loads before it can answer a tap: every module it imports, not those it loads when
 * needed. zod builds the shared schemas as they load, about 40 ms of a slow phone's script
 * (shared/player-page-texts.ts); the donation form loads its schema when it first checks.
 */
async function loadedWithPlayerPage(): Promise<string[]> {
  const result = await build({
    entryPoints: ['src/web/pages/player/PlayerDonationPage.tsx'],
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    outdir: 'player-page-weight',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  const { inputs } = result.metafile;
  const reached = new Set(['src/web/pages/player/PlayerDonationPage.tsx']);
  const next = [...reached];
  while (next.length > 0) {
    for (const imported of inputs[next.pop()!]?.imports ?? []) {
      if (imported.kind === 'dynamic-import' || reached.has(imported.path)) continue;
      reached.add(imported.path);
      next.push(imported.path);
    }
  }
  return [...reached];
}

describe('the player page', () => {
  it('loads without zod: the donation form fetches its schema when it first checks', async () => {
    const modules = await loadedWithPlayerPage();
    expect(modules).toContain('src/web/features/donations/DonationForm.tsx');
    expect(modules.filter((path) => path.includes('node_modules/zod/'))).toEqual([]);
    expect(modules).not.toContain('src/shared/schemas/donations.ts');
  }, 30_000);
});

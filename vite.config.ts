import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite build --ssr` (npm run build) writes the page-drawing bundle to dist/ssr: no public files there.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // .vite/manifest.json: the server names a drawn page's chunks from it (src/server/http/page-chunks.ts).
    manifest: !isSsrBuild,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from '../../scripts/build/compressAssets';

/** The Lighthouse bench's yardstick: Vite's defaults, plus the same precompressed files as the console. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), compressAssets()],
  build: { target: 'es2022' },
});

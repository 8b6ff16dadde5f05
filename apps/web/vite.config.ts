import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocumentsInline } from './build/graphql-documents-inline';

const API_TARGET = process.env.KS_API_URL ?? 'http://localhost:8080';

/** The commit id shipped with analytics events; `dev` outside a git checkout with commits. */
function readCommit(): string {
  if (process.env.KS_COMMIT) return process.env.KS_COMMIT;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

const proxied = ['/graphql', '/dev', '/files', '/healthz'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [graphqlDocumentsInline(fileURLToPath(new URL('./src/gql', import.meta.url))), react()],
  define: {
    'import.meta.env.VITE_COMMIT': JSON.stringify(readCommit()),
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    target: 'es2022',
  },
});

import { defineConfig } from 'vite';

// The merchant console: a client-rendered app served by the API under /console/
// (apps/api/src/plugins/console.ts), which puts the tenant into index.html's <!--console-boot-->.
// `source`: workspace packages are bundled from their TypeScript sources.
export default defineConfig({
  base: '/console/',
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'build',
    emptyOutDir: true,
    target: 'es2022',
    cssMinify: true,
  },
});

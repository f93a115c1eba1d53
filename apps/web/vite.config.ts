import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// `source`: workspace packages (the domain) are bundled from their TypeScript sources.
export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: {
    noExternal: ['@dastarkhan/domain'],
    resolve: {
      conditions: ['source', 'module', 'node', 'development|production'],
      externalConditions: ['source'],
    },
  },
  build: {
    target: 'es2022',
    cssMinify: true,
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
});

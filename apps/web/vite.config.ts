import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

// Decision 057: the browser build runs on Preact (preact/compat) instead of react-dom — 60 KB
// gzip less on every first load; the server keeps rendering with React 19. Only the client
// environment is aliased (the console stays on React).
const PREACT_ALIASES: Record<string, string> = {
  react: fileURLToPath(new URL('./src/lib/preact-react.ts', import.meta.url)),
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

function preactOnClient(): Plugin {
  return {
    name: 'dastarkhan:preact-on-client',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = PREACT_ALIASES[source];
      if (!target || this.environment.name !== 'client') return null;
      if (target.startsWith('/')) return target;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

// `source`: workspace packages (domain, client) are bundled from their TypeScript sources, the
// server build too: the client package imports its CSS, which Node cannot load from dist.
export default defineConfig({
  plugins: [preactOnClient(), reactRouter()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: {
    noExternal: ['@dastarkhan/domain', '@dastarkhan/client'],
    resolve: {
      conditions: ['source', 'module', 'node', 'development|production'],
      externalConditions: ['source'],
    },
  },
  build: {
    target: 'es2022',
    cssMinify: true,
    // WEB_SOURCEMAP=1: source maps, to measure what each chunk holds (never shipped by default).
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    modulePreload: false,
    minify: 'terser',
    terserOptions: {
      module: true,
      ecma: 2020,
      compress: { passes: 3 },
      format: { comments: false },
    },
    rolldownOptions: {
      output: {
        // The shell every page needs (layout pieces, i18n, tenant, toasts, basket, cards) in one
        // chunk instead of a dozen tiny ones: fewer requests and less per-file overhead on the
        // first load. Route-specific features keep their own chunks. The paths are the files' own
        // (packages/client's included), so a moved module needs its new path here.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /apps\/web\/src\/((i18n|app\/startup|features\/menu)\/|(layouts\/(default-layout|site-footer)|components\/(error-screen|language-switch|media-image|price)|lib\/(cookies|only-overlay-changed|use-hydrated))\.tsx?|(features\/(basket\/basket-(store|line)|favourites\/(favourite-button|heart-face)|waiter-call\/(seated-waiter-call|table-id))|app\/(telegram-bridge\/telegram-bridge|session\/telegram-keys))\.tsx?)|packages\/client\/src\/(i18n|toasts|api\/api-client)|packages\/domain\/src\/(constants|client|i18n\/pick-text|money|pricing\/line|branches\/phone-display)/,
            },
          ],
        },
      },
    },
  },
});

import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/** Swagger UI's prebuilt files, served from node_modules: the viewer works with no network. */
export const viewerRoot = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The only files of the package the page loads; the rest (other bundles, source maps) stay unserved. */
export const viewerFiles = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js', '/favicon-32x32.png']);

/**
 * The page's own CSP, stricter than the API's: no inline script (the start-up code is a file of
 * its own), nothing from another origin. Inline styles stay allowed because Swagger UI sets them.
 */
export const docsContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dastarkhan API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
</head><body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/viewer.js"></script>
</body></html>
`;

// validatorUrl null: Swagger UI would otherwise send the document to its public validator.
export const viewerScript = `window.ui = SwaggerUIBundle({
  url: '/api/docs/json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
});
`;

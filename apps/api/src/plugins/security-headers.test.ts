import { describe, expect, it } from 'vitest';
import { isSubresourceOnly } from './security-headers.js';

describe('isSubresourceOnly', () => {
  it('is true for build assets and raster media, whatever their query', () => {
    for (const url of [
      '/assets/app-IwdEMImt.css',
      '/assets/shell-_ZPqD61w.js',
      '/console/assets/index-abc.js',
      '/api/media/dishes/plov-f0cd.webp?w=768&h=768&q=72',
      '/api/media/photos/7/abc.PNG',
      '/api/media/avatars/3.webp',
    ])
      expect(isSubresourceOnly(url), url).toBe(true);
  });

  it('is false for documents, SVG (it opens as a document), the media API and everything else', () => {
    for (const url of [
      '/',
      '/product/59?vendor=bigmenu',
      '/api/media/logos/demo.svg',
      '/api/media/logos/demo.svg?x=.webp',
      '/api/media/v1/operator/photos',
      '/api/health',
      '/console/',
      '/sw.js',
      '/manifest.webmanifest',
      '/assetsx/evil.html',
    ])
      expect(isSubresourceOnly(url), url).toBe(false);
  });
});

import type { ImageLoaderConfig } from '@angular/common';

/**
 * Turns an image name into a URL, as a loader for an image CDN would. This one draws the pictures as
 * SVG data URLs, so the tutorial needs no image files or network.
 */
export function ferryPhotoLoader(config: ImageLoaderConfig): string {
  const width = config.width ?? 640;
  const label = config.src.replace(/\.\w+$/, '').replace(/-/g, ' ');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width / 2}" viewBox="0 0 640 320">` +
    `<rect width="640" height="320" fill="#bfe3ea"/><rect y="210" width="640" height="110" fill="#1d6f86"/>` +
    `<path d="M170 210h300l-40 50H210z" fill="#f4f1ea"/><rect x="250" y="170" width="120" height="40" fill="#f4f1ea"/>` +
    `<text x="24" y="48" font-family="sans-serif" font-size="32" fill="#0b3d4a">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

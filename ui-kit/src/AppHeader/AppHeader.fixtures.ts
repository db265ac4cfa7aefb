import type { AvatarPicture } from './appHeaderHelpers.ts';

/** A small portrait drawing (SVG) standing in for a profile photo in stories and tests. */
const portraitSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
  '<rect width="64" height="64" fill="rgb(214,226,240)"/>',
  '<path d="M14 64c0-13 8-21 18-21s18 8 18 21z" fill="rgb(52,86,130)"/>',
  '<circle cx="32" cy="27" r="12" fill="rgb(241,200,170)"/>',
  '<path d="M19 26c0-10 6-15 13-15s13 5 13 15c-3-5-8-7-13-7s-10 2-13 7z" fill="rgb(120,78,48)"/>',
  '</svg>',
].join('');

/** A picture as the API sends it most of the time: MIME type plus raw base64 data. */
export const portraitBase64: AvatarPicture = { mime: 'image/svg+xml', data: btoa(portraitSvg) };

/** The same picture with `data` already a complete data URL (the other shape the API may send). */
export const portraitDataUrl: AvatarPicture = {
  mime: 'image/svg+xml',
  data: `data:image/svg+xml;base64,${btoa(portraitSvg)}`,
};

/** A realistic, very long German name (67 characters) that the header cuts to 60. */
export const longGermanName = 'Prof. Dr. Maximiliane Sophie Charlotte von Hohenzollern-Sigmaringen';

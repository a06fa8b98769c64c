/**
 * What a file really is, from its first bytes. The name and the browser's stated type are the
 * user's claims; an executable renamed `.pdf` starts with 'MZ' or '\x7fELF', not '%PDF-'.
 */
export type DetectedType = 'application/pdf' | 'image/png' | 'image/jpeg';

const SIGNATURES: Array<[DetectedType, number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

export function detectContentType(head: Buffer): DetectedType | null {
  for (const [type, signature] of SIGNATURES) {
    if (head.length >= signature.length && signature.every((byte, i) => head[i] === byte)) return type;
  }
  return null;
}

export const EXTENSION_OF: Record<DetectedType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

import { SIGNING_STATUS_ROTATION_MS } from '@portal/contract';
import { useEffect, useState } from 'react';

/**
 * One text of `texts` at a time, the next after 4 to 6 seconds (spec 2 §2: the signing-redirect
 * screen rotates its status text). The pause varies so the screen does not look mechanical.
 */
export function useRotatingText(texts: readonly string[]): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const { min, max } = SIGNING_STATUS_ROTATION_MS;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % texts.length), min + Math.random() * (max - min));
    return () => clearTimeout(timer);
  }, [index, texts.length]);
  return texts[index % texts.length] ?? '';
}

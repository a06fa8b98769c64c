import type { Doc } from './document-canvas.js';

export interface PieSlice {
  /** Hundredths of a percent; the slices add up to 10000. */
  hundredths: number;
  color: string;
}

/**
 * The allocation as a pie drawn with pdfkit paths (vector, no image), starting at twelve o'clock
 * and going clockwise in the slices' order. The angles are drawing only; the figures beside the
 * pie come from the integers.
 */
export function drawAllocationPie(doc: Doc, slices: readonly PieSlice[], cx: number, cy: number, r: number): void {
  const total = slices.reduce((sum, s) => sum + s.hundredths, 0);
  if (total <= 0) return;
  const point = (fraction: number) => {
    const angle = -Math.PI / 2 + fraction * 2 * Math.PI;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  };
  let done = 0;
  for (const slice of slices) {
    if (slice.hundredths <= 0) continue;
    if (slice.hundredths >= total) {
      doc.circle(cx, cy, r).fill(slice.color);
      return;
    }
    const [x1, y1] = point(done / total);
    done += slice.hundredths;
    const [x2, y2] = point(done / total);
    const large = slice.hundredths * 2 > total ? 1 : 0;
    const f = (n: number) => n.toFixed(3);
    doc
      .path(`M ${f(cx)} ${f(cy)} L ${f(x1)} ${f(y1)} A ${f(r)} ${f(r)} 0 ${large} 1 ${f(x2)} ${f(y2)} Z`)
      .fill(slice.color);
  }
  // Thin white edges between slices, as the portal's charts draw them.
  done = 0;
  for (const slice of slices) {
    if (slice.hundredths <= 0) continue;
    const [x, y] = point(done / total);
    doc.moveTo(cx, cy).lineTo(x, y).lineWidth(1).stroke('#ffffff');
    done += slice.hundredths;
  }
}

/**
 * A document's render data kept as JSON with its envelope (see `signing_envelope_documents.
 * render_data`) and read back as the renderers take it: amounts in cents are bigints and times
 * are Dates, neither of which JSON holds, so each is written tagged and revived by its tag.
 */

const BIGINT = '$bigint';
const INSTANT = '$instant';

export function keptRenderData(data: unknown): unknown {
  return JSON.parse(
    JSON.stringify(data, function (this: Record<string, unknown>, key, value: unknown) {
      // Date.toJSON has already run on `value`; the holder still has the Date itself.
      const original = this[key];
      if (original instanceof Date) return { [INSTANT]: original.toISOString() };
      if (typeof value === 'bigint') return { [BIGINT]: value.toString() };
      return value;
    }),
  );
}

export function revivedRenderData(kept: unknown): unknown {
  return JSON.parse(JSON.stringify(kept), (_key, value: unknown) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const tagged = value as Record<string, unknown>;
      if (typeof tagged[BIGINT] === 'string') return BigInt(tagged[BIGINT]);
      if (typeof tagged[INSTANT] === 'string') return new Date(tagged[INSTANT]);
    }
    return value;
  });
}

import { z } from 'zod';

/**
 * A list whose rows are told apart by one field (an id or a code): two rows with the same value
 * would make a stored choice ambiguous, so the file is refused.
 */
export function uniqueListOf<T extends z.ZodObject>(row: T, key: keyof z.output<T> & string) {
  return z.array(row).superRefine((rows, ctx) => {
    const seen = new Set<unknown>();
    rows.forEach((value, index) => {
      const keyValue = (value as Record<string, unknown>)[key];
      if (seen.has(keyValue)) ctx.addIssue({ code: 'custom', path: [index, key], message: `${key} repeated` });
      seen.add(keyValue);
    });
  });
}

/**
 * One of the reference files in data/ (documented in data/README.md), checked against its schema
 * when the server loads: a mistake in an edit stops the start with the file and the row named,
 * rather than reaching a form.
 */
export function readReferenceFile<T extends z.ZodType>(file: string, schema: T, content: unknown): z.output<T> {
  const result = schema.safeParse(content);
  if (!result.success) throw new Error(`lookups/data/${file} is not valid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

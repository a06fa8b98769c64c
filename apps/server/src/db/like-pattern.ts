// LIKE and ILIKE take `%`, `_` and `\` as pattern characters; a person's search means them literally.

const literal = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The term anywhere in the text. */
export const containsPattern = (term: string) => `%${literal(term)}%`;

/** Text that starts with the term. */
export const startsWithPattern = (term: string) => `${literal(term)}%`;

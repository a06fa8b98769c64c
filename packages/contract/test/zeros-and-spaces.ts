/**
 * Every non-empty string of only '0' and ' ' up to `maxLength` characters, each once: every way
 * someone could type an all-zero number, however grouped. 2^15 - 2 strings at 14, cheap to check
 * them all, so the property "only zeros and spaces is refused" is tested exhaustively rather than
 * by sampling.
 */
export function* zerosAndSpaces(maxLength: number): Generator<string> {
  for (let length = 1; length <= maxLength; length += 1) {
    for (let mask = 0; mask < 2 ** length; mask += 1) {
      let value = '';
      for (let i = 0; i < length; i += 1) value += mask & (2 ** i) ? ' ' : '0';
      yield value;
    }
  }
}

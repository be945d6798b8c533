// What a name (a person's, a board's, a section's) may be made of. Names are shown everywhere
// beside other text, so characters that cannot be seen or that reorder what follows them (NUL and
// other controls, bidi overrides and isolates, zero-width spaces, lone surrogates) are refused, and
// so is a name of spaces only. Joiners stay: ZWJ builds emoji such as 👩‍🍳 and ZWNJ is part of
// Persian and Indic spelling.

/** Controls, format characters and lone surrogates, except the two joiners. */
const HIDDEN = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}]/u;

/** Why `value` cannot be a name, in words for the person who typed it (`label`: 'Board name', 'First name'…), or null. */
export function nameProblem(value: string, label: string): string | null {
  if (HIDDEN.test(value)) return `${label} can't contain control characters or invisible formatting characters.`;
  if (value.trim() === '') return `${label} can't be blank.`;
  return null;
}

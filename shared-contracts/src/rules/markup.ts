// Text placed in HTML or SVG markup the servers write (page titles, the status page, avatars).

/** Escapes the five characters that could end a text node or an attribute value. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

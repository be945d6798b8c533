// The time a write stamps on its rows, as every timestamp column holds it: ISO 8601 text in UTC,
// which both databases compare and order as text.

export const isoNow = (): string => new Date().toISOString();

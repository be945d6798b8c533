// An impression's aux_data as it is stored: only the fields the site sends (shared-contracts'
// IMPRESSION_AUX_FIELDS), each a number or a short word. Impressions are most of the event log, so
// whatever else a client pads them with is not kept for 90 days.

import { IMPRESSION_AUX_FIELDS } from 'shared-contracts/rules';

/** The longest word kept in an impression's field (a surface's name is about 20 characters). */
const MAX_WORD = 40;

/** aux_data as an object: given as one, or as JSON text of one; anything else is empty. */
export function auxDataObject(aux: string | Record<string, unknown> | null | undefined): Record<string, unknown> {
  if (typeof aux === 'object' && aux !== null) return aux;
  if (typeof aux !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(aux);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The stored text of an impression's aux_data, or null when none of its fields is kept. */
export function impressionAuxData(aux: string | Record<string, unknown> | undefined): string | null {
  const given = auxDataObject(aux);
  const kept: Record<string, number | string> = {};
  for (const field of IMPRESSION_AUX_FIELDS) {
    const value = given[field];
    if (typeof value === 'number' && Number.isFinite(value)) kept[field] = value;
    else if (typeof value === 'string') kept[field] = value.slice(0, MAX_WORD);
  }
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}

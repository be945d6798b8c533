// The pin builder's draft (issue: 'a draft survives a reload until published or discarded'): the
// fields, the picture already uploaded (its URL here, never the file) and the board chosen. Read
// back from the device, so every part is checked and a malformed draft is dropped, not trusted.

import type { SaveTarget } from '../platform/events';
import { PIN_ALT_TEXT_MAX, PIN_DESCRIPTION_MAX, PIN_LINK_MAX, PIN_TITLE_MAX } from './pinFields';

export interface DraftImage {
  url: string;
  width: number;
  height: number;
  color: string;
}

export interface PinDraft {
  /** The creation session: PinResource create's method is 'button' with it. */
  guid: string;
  title: string;
  description: string;
  link: string;
  altText: string;
  image: DraftImage | null;
  place: SaveTarget | null;
}

/** The device keeps a little more than the limits, so a too-long field is still shown (and refused) rather than lost. */
const KEPT = 2;
const OWN_IMAGE = /^\/media\/orig\/[0-9a-f]{32}\.jpg$/;
const ID = /^[1-9][0-9]{0,15}$/;

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length <= max * KEPT ? value : null);
const size = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100_000;

function imageOf(value: unknown): DraftImage | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return undefined;
  const { url, width, height, color } = value as Record<string, unknown>;
  if (typeof url !== 'string' || !OWN_IMAGE.test(url) || !size(width) || !size(height)) return undefined;
  if (typeof color !== 'string' || !/^#[0-9a-f]{6}$/i.test(color)) return undefined;
  return { url, width, height, color };
}

function placeOf(value: unknown): SaveTarget | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return undefined;
  const { boardId, boardName, boardUrl, sectionId, sectionName, sectionSlug } = value as Record<string, unknown>;
  if (typeof boardId !== 'string' || !ID.test(boardId) || typeof boardName !== 'string' || typeof boardUrl !== 'string') return undefined;
  if (sectionId === undefined) return { boardId, boardName, boardUrl };
  if (typeof sectionId !== 'string' || !ID.test(sectionId) || typeof sectionName !== 'string' || typeof sectionSlug !== 'string')
    return undefined;
  return { boardId, boardName, boardUrl, sectionId, sectionName, sectionSlug };
}

/** A stored draft read back; null when there is none or it is not one. */
export function parsePinDraft(value: unknown): PinDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const guid = typeof raw.guid === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(raw.guid) ? raw.guid : null;
  const title = text(raw.title, PIN_TITLE_MAX);
  const description = text(raw.description, PIN_DESCRIPTION_MAX);
  const link = text(raw.link, PIN_LINK_MAX);
  const altText = text(raw.altText, PIN_ALT_TEXT_MAX);
  const image = imageOf(raw.image);
  const place = placeOf(raw.place);
  if (guid === null || title === null || description === null || link === null || altText === null) return null;
  if (image === undefined || place === undefined) return null;
  return { guid, title, description, link, altText, image, place };
}

/** Whether a draft holds anything worth keeping. */
export function draftHasContent(draft: PinDraft): boolean {
  return (
    draft.image !== null ||
    draft.title.trim() !== '' ||
    draft.description.trim() !== '' ||
    draft.link.trim() !== '' ||
    draft.altText.trim() !== ''
  );
}

// A pin's own fields as the builder, the edit page and Organize take them (spec sections 3, 5
// and 7): the description's 500 (section 5's 'board pin description'), links that are absolute
// http(s) URLs only, the picture types the server decodes, and PinResource create's method.
// The spec sets no limit for title and alt text; ours are below. The server checks the same limits.

import { TEXT_LIMITS } from './boardRules';
import { externalUrl } from './links';

/** Our choice: a title fits a card's two lines and a closeup heading. */
export const PIN_TITLE_MAX = 100;
/** Our choice: alt text describes a picture in a sentence or three, like the description's 500. */
export const PIN_ALT_TEXT_MAX = 500;
export const PIN_DESCRIPTION_MAX = TEXT_LIMITS.boardPinDescription;
export const PIN_LINK_MAX = 2000;

/** What the server decodes (sharp), by the browser's file type. */
export const PIN_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The server's limit on one picture. */
export const PIN_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The same picture as base64 (4 characters per 3 bytes), with room for a data: URL's prefix. */
export const PIN_IMAGE_BASE64_MAX = Math.ceil(PIN_IMAGE_MAX_BYTES / 3) * 4 + 64;
/** The kinds, as messages name them. */
export const PIN_IMAGE_KINDS_TEXT = 'JPEG, PNG, WebP or GIF';
/** The limit, as messages name it. */
export const PIN_IMAGE_MAX_TEXT = `${PIN_IMAGE_MAX_BYTES / 1024 / 1024} MB`;

export type PinTextField = 'title' | 'description' | 'link' | 'altText';

export interface PinTextValues {
  title: string;
  description: string;
  link: string;
  altText: string;
}

export interface FieldProblem<F extends string = PinTextField> {
  field: F;
  message: string;
}

/** The field names as forms label them, so a message names the field a person sees. */
export const PIN_FIELD_LABELS: Readonly<Record<PinTextField | 'image' | 'board', string>> = {
  title: 'Title',
  description: 'Description',
  link: 'Link',
  altText: 'Alt text',
  image: 'Image',
  board: 'Board',
};

function tooLong(field: PinTextField, text: string, max: number): FieldProblem | null {
  const length = [...text].length;
  if (length <= max) return null;
  return { field, message: `${PIN_FIELD_LABELS[field]} can be at most ${max} characters (it has ${length}).` };
}

/** Every problem with a pin's text fields, in form order; empty when they may be sent. */
export function pinTextProblems(values: PinTextValues): FieldProblem[] {
  const problems: Array<FieldProblem | null> = [
    tooLong('title', values.title.trim(), PIN_TITLE_MAX),
    tooLong('description', values.description, PIN_DESCRIPTION_MAX),
    values.link.trim() !== '' && !externalUrl(values.link.trim())
      ? { field: 'link', message: 'Link must be a web address starting with http:// or https://.' }
      : tooLong('link', values.link.trim(), PIN_LINK_MAX),
    tooLong('altText', values.altText.trim(), PIN_ALT_TEXT_MAX),
  ];
  return problems.filter((problem): problem is FieldProblem => problem !== null);
}

/** The live counter under a limited field: what is left, or how many are over. */
export function charactersLeft(text: string, max: number): { left: number; text: string; over: boolean } {
  const left = max - [...text].length;
  if (left >= 0) return { left, text: `${left} ${left === 1 ? 'character' : 'characters'} left`, over: false };
  const over = -left;
  return { left, text: `${over} ${over === 1 ? 'character' : 'characters'} too many`, over: true };
}

/** Why a chosen file cannot be a pin's picture, before anything is uploaded; null when it can. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(PIN_IMAGE_TYPES as readonly string[]).includes(file.type))
    return `That file is not an image we can use. Choose a ${PIN_IMAGE_KINDS_TEXT}.`;
  if (file.size > PIN_IMAGE_MAX_BYTES) return `That image is larger than ${PIN_IMAGE_MAX_TEXT}. Choose a smaller one.`;
  if (file.size === 0) return 'That file is empty. Choose another image.';
  return null;
}

/**
 * PinResource create's method (spec section 7): 'button' when the pin comes from a creation
 * session of ours (its draft's guid), 'button_external' when there is no guid.
 */
export function pinCreateMethod(guid: string | null | undefined): 'button' | 'button_external' {
  return guid ? 'button' : 'button_external';
}

/** A pin's text fields as the API takes them: trimmed; an empty link or alt text clears it. */
export function pinTextOptions(values: PinTextValues): { title: string; description: string; link: string; alt_text: string } {
  return { title: values.title.trim(), description: values.description, link: values.link.trim(), alt_text: values.altText.trim() };
}

/** Spec section 5: 'A user owns a pin if they are its pinner.' Only its owner edits or organizes it. */
export function mayEditPin(viewerId: string | null | undefined, pinnerId: string): boolean {
  return viewerId !== null && viewerId !== undefined && viewerId === pinnerId;
}

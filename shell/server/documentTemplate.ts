// The shell's document.html cut once, at start, around named slots: where each request's own parts
// go (the theme, the area files to preload, the head's tags, an area's first screen, the config).
// A document is written by joining the template's fixed parts with what fills each slot; what fills
// a slot is never searched again, so an area's markup that reads like another slot's marker (the
// config's placeholder, another area's element) stays text where it was put.

/** An area's empty element in the template (`<div id="area-mf_feed" …></div>`), quoted or not (html-webpack-plugin minifies). */
const AREA_ELEMENT = /<div id=(?:"area-([^"]+)"|area-([^\s>"'=]+)(?=[\s>]))[^>]*>(?=<\/div>)/g;
// Its default title and description are taken out: every document writes its own head tags.
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name=(?:"description"|description) content=(?:"[^"]*"|[^\s"'>]+)\s*\/?>\s*/;
const HTML_OPEN = /<html(?=[\s>])/;
const HEAD_CLOSE = /<\/head>/;
// A shell built with its areas inside (scripts/one-bundle, the benchmark's comparison build) says so
// in a meta tag: its documents preload no remote files, which it would never use.
const AREAS_BUNDLED = /<meta name=("?)pinboard-areas\1 content=("?)bundled\2/;

export const PLATFORM_PLACEHOLDER = '__PINBOARD_PLATFORM__';

export function assertTemplate(template: string): void {
  if (!template.includes(PLATFORM_PLACEHOLDER)) {
    throw new Error(`the shell's document.html has no ${PLATFORM_PLACEHOLDER} placeholder: rebuild the shell`);
  }
}

/** The slot inside an area's element, named by the id's suffix (`area-mf_feed`, `area-not-found`). */
export type AreaSlot = `area-${string}`;

export type DocumentSlot =
  /** Inside the <html> tag, after its name: the theme's attribute. */
  | 'htmlAttributes'
  /** The end of what is sent first: the route's area files to preload. */
  | 'preloads'
  /** Before the head's close: the title and head tags, the pictures to preload, the first screen's styles. */
  | 'head'
  /** The config script's text, where the template's placeholder stood. */
  | 'config'
  | AreaSlot;

export type SlotFills = Partial<Record<DocumentSlot, string>>;

/** Text cut at slots: `parts[n]` comes before `slots[n]`, and one part more ends it. */
export interface TemplateRun {
  parts: readonly string[];
  slots: readonly DocumentSlot[];
}

export interface DocumentTemplate {
  /** What a streamed document sends before any read is answered: the head, without its title and description. */
  start: TemplateRun;
  /** The rest, from the head's last tags to the end. */
  end: TemplateRun;
  /** The template's description tag, for a page whose area writes no head of its own. */
  description: string;
  areasBundled: boolean;
}

export function areaSlot(area: string): AreaSlot {
  return `area-${area}`;
}

interface Cut {
  at: number;
  slot: DocumentSlot;
  /** How much of the text the slot takes the place of (the config's placeholder). */
  replaces: number;
}

function runOf(text: string, cuts: readonly Cut[]): TemplateRun {
  const inOrder = [...cuts].sort((a, b) => a.at - b.at);
  const parts: string[] = [];
  let from = 0;
  for (const cut of inOrder) {
    parts.push(text.slice(from, cut.at));
    from = cut.at + cut.replaces;
  }
  parts.push(text.slice(from));
  return { parts, slots: inOrder.map((cut) => cut.slot) };
}

/** The first empty element of each area, as a slot inside it. */
function areaCuts(text: string): Cut[] {
  const cuts = new Map<AreaSlot, Cut>();
  for (const element of text.matchAll(AREA_ELEMENT)) {
    const slot = areaSlot(element[1] ?? element[2] ?? '');
    if (!cuts.has(slot)) cuts.set(slot, { at: element.index + element[0].length, slot, replaces: 0 });
  }
  return [...cuts.values()];
}

/** The template cut at its slots (a template without some of them, a test's bare one, has those left out). */
export function documentTemplateOf(html: string): DocumentTemplate {
  const close = HEAD_CLOSE.exec(html);
  const headEnd = close?.index ?? html.length;
  const fullHead = html.slice(0, headEnd);
  const head = fullHead.replace(TITLE, '').replace(DESCRIPTION, '');
  const open = HTML_OPEN.exec(head);
  const rest = `</head>${close ? html.slice(headEnd + close[0].length) : ''}`;
  const placeholder = rest.indexOf(PLATFORM_PLACEHOLDER);
  return {
    start: runOf(head, [
      ...(open ? [{ at: open.index + open[0].length, slot: 'htmlAttributes' as const, replaces: 0 }] : []),
      { at: head.length, slot: 'preloads', replaces: 0 },
    ]),
    end: runOf(rest, [
      { at: 0, slot: 'head', replaces: 0 },
      ...areaCuts(rest),
      ...(placeholder >= 0 ? [{ at: placeholder, slot: 'config' as const, replaces: PLATFORM_PLACEHOLDER.length }] : []),
    ]),
    description: DESCRIPTION.exec(fullHead)?.[0].trim() ?? '',
    areasBundled: AREAS_BUNDLED.test(html),
  };
}

/** The run written with its slots filled; a slot without a fill stays empty. */
export function writtenRun(run: TemplateRun, fills: SlotFills): string {
  let text = run.parts[0] ?? '';
  run.slots.forEach((slot, at) => {
    text += (fills[slot] ?? '') + (run.parts[at + 1] ?? '');
  });
  return text;
}

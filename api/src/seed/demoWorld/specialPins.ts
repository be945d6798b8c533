// What each special pin is for: its case of the card rules (offsite links, long, empty or padded
// titles and descriptions, noindex reasons), applied after it is drawn like any other pin so only
// that case differs. Every pin on the sensitive board is noindexed here too.

import type { SeoNoindexReason } from 'shared-contracts/api';
import { slugify } from '../../text/slugs';
import type { WorldPin } from '../../storage/worldImport';
import { SENSITIVE_BOARD_ID } from './boards';
import type { InterestDef } from './interests';
import type { SpecialPin } from './landmarks';
import { at } from './lookups';
import { OFFSITE_HOSTS } from './offsiteHosts';
import { capitalize, longTitle } from './wording';

const OFFSITE_SPECIALS: Partial<Record<SpecialPin, number>> = {
  blockedHost: 0,
  blockedHost2: 1,
  suspiciousHost: 2,
  suspiciousHost2: 3,
  pornHost: 4,
  pornHost2: 5,
};

const NOINDEX_SPECIALS: Partial<Record<SpecialPin, SeoNoindexReason>> = {
  noindexRawText: 'sensitive_raw_pin_text',
  noindexRichDescription: 'is_sensitive_rich_pin_description',
  noindexRichTitle: 'is_sensitive_rich_pin_title',
  noindexBoardTitle: 'is_sensitive_board_title',
};

const LONG_DESCRIPTION =
  'This is the long version, for anyone who wants every detail. We started with a blank wall and a tight budget, ' +
  'and spent three weekends testing layouts with paper templates before hanging a single frame. ' +
  'The trick is to pick one anchor piece, then build outwards with smaller pieces that repeat its colours. ' +
  'Keep the gaps even (we used five centimetres), mix frame finishes sparingly, and leave room to grow. ' +
  'Lighting matters more than you think: a warm picture light turns an ordinary corner into the best seat in the house. ' +
  'Finally, do not be afraid to move things around after a week of living with them; the first layout is rarely the last. ' +
  'Sources for everything are linked below, and the full shopping list is on the blog.';

const WHITESPACE_DESCRIPTIONS = [
  'Step one:   prep everything first.\n\n\nStep two:\tcook low and slow.\n\n   Step three:    enjoy!   ',
  '  Line one of my notes.\n\n\n\nLine two,     with     extra     spaces.\t\t\tAnd tabs.\n',
];

const SHORT_DESCRIPTIONS: Partial<Record<SpecialPin, string>> = { descShort: 'Yum', descShort2: 'ok', descShort3: ':)' };

export interface SpecialCase {
  pin: WorldPin;
  special: SpecialPin | undefined;
  boardId: number;
  def: InterestDef;
  /** The drawn title and its words, which the cases reuse. */
  title: string;
  adj: string;
  noun: string;
}

export function applySpecialCases({ pin, special, boardId, def, title, adj, noun }: SpecialCase): void {
  const id = pin.id;
  const content = pin.content;
  const offsite = special ? OFFSITE_SPECIALS[special] : undefined;
  if (offsite !== undefined) pin.link = `https://${at(OFFSITE_HOSTS, offsite).host}/${slugify(title) || 'deal'}-${id}`;
  if (special === 'titleOver200') pin.title = longTitle(noun, 260);
  if (special === 'titleOver200b') pin.title = longTitle(adj, 214);
  if (special === 'title200') pin.title = longTitle(noun, 200);
  if (special === 'titleEmpty') pin.title = '';
  if (special === 'titlePadded') pin.title = `   ${capitalize(adj)} ${noun}   `;
  if (special === 'descOver496') pin.description = LONG_DESCRIPTION;
  if (special === 'descOver496b') pin.description = `${LONG_DESCRIPTION}\n\n${LONG_DESCRIPTION}`;
  if (special === 'descWhitespace') pin.description = at(WHITESPACE_DESCRIPTIONS, 0);
  if (special === 'descWhitespace2') pin.description = at(WHITESPACE_DESCRIPTIONS, 1);
  const short = special ? SHORT_DESCRIPTIONS[special] : undefined;
  if (short !== undefined) pin.description = short;
  if ((special === 'descIsRecipeName' || special === 'descIsProductName') && content.richSummary)
    pin.description = content.richSummary.displayName;
  if (special === 'noLink') pin.link = null;
  if (special === 'longDomain') pin.link = `https://www.thefrugalminimalisthomeblog.com/${slugify(title)}-${id}`;
  if (special && special !== 'titleEmpty' && pin.title === '') pin.title = title;
  // Every pin on the sensitive board is noindexed for its board title.
  const reason =
    (special ? NOINDEX_SPECIALS[special] : undefined) ?? (boardId === SENSITIVE_BOARD_ID ? 'is_sensitive_board_title' : undefined);
  if (reason) {
    content.seoNoindexReason = reason;
    content.seoTitle = `${def.name} ideas | Pinboard`;
    content.seoDescription = `Discover and save ideas about ${def.name.toLowerCase()} on Pinboard.`;
  }
}

// The demo world's product, recipe and sensitive pins as the API answers a search engine, read by
// the rules the closeup's server build writes a pin page's head with (pinPageHead): a product and a
// recipe get their own JSON-LD type beside the pinner's Person, a sensitive pin only the Person
// and the robots noindex switch. pinPageHead.test.ts proves the head from these rules, and the
// edge-server tests that the head reaches the document.
import { type ApiPin } from 'shared-contracts/api';
import { isSensitive, pinStructuredData } from 'shared-contracts/rules';
import { startTestApiForFile } from '../testing/testApiForFile';

const api = startTestApiForFile();

const BOT = { userId: null, subject: 'anon:crawler', isBot: true };

async function firstPinWhere(where: string): Promise<ApiPin> {
  const row = (await api.row(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.is_repin = 0 AND b.privacy = 'public' AND p.${where} ORDER BY p.id LIMIT 1`,
  )) as { id: number } | undefined;
  if (!row) throw new Error(`the demo world has no pin where ${where}`);
  const pin = await api.api.deps.storage.getPin(BOT, row.id);
  if (!pin) throw new Error(`pin ${row.id} is not found for a search engine`);
  return pin;
}

describe("the demo world's pins for a search engine", () => {
  it.each([
    ['a product', "content_type = 'product' AND is_promoted = 0", ['Product', 'Person'], false],
    ['a recipe', "content_type = 'recipe'", ['Recipe', 'Person'], false],
    ['a sensitive pin', "content LIKE '%sensitive_raw_pin_text%'", ['Person'], true],
  ])('%s carries the structured data and robots switch of its kind', async (_label, where, types, noindex) => {
    const pin = await firstPinWhere(where);
    expect(pinStructuredData(pin, 'https://pinboard.test')['@graph'].map((node) => node['@type'])).toEqual(types);
    expect(isSensitive(pin)).toBe(noindex);
  });
});

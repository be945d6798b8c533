import {
  BUSINESS_CATEGORIES,
  BUSINESS_COUNTRIES,
  BUSINESS_NAME_MAX,
  BUSINESS_WEBSITE_MAX,
  businessConvertProblems,
  type BusinessConvertInput,
} from './businessConvert';

describe('businessConvertProblems', () => {
  const valid: BusinessConvertInput = { business_name: 'Blue Kettle', website: '', country: 'Canada', category: 'Food and drink' };

  it.each<[string, Partial<BusinessConvertInput>, Partial<Record<keyof BusinessConvertInput, string>>]>([
    ['a name, a country and a category', {}, {}],
    ['a website with https', { website: 'https://bluekettle.example' }, {}],
    ['a website with http and a path', { website: 'http://bluekettle.example/shop?x=1' }, {}],
    ['a website with spaces around it', { website: '  https://bluekettle.example  ' }, {}],
    ['a name at the limit', { business_name: 'n'.repeat(BUSINESS_NAME_MAX) }, {}],
    ['a name at the limit with spaces around it', { business_name: `  ${'n'.repeat(BUSINESS_NAME_MAX)}  ` }, {}],
    ['no name', { business_name: '' }, { business_name: 'Enter your business name.' }],
    ['a name of spaces', { business_name: '   ' }, { business_name: 'Enter your business name.' }],
    [
      'a name over the limit',
      { business_name: 'n'.repeat(BUSINESS_NAME_MAX + 1) },
      { business_name: `Your business name can be at most ${BUSINESS_NAME_MAX} characters.` },
    ],
    [
      'a website without a scheme',
      { website: 'bluekettle.example' },
      { website: 'Enter a website starting with http:// or https://, or leave it empty.' },
    ],
    [
      'a website of another scheme',
      { website: 'ftp://bluekettle.example' },
      { website: 'Enter a website starting with http:// or https://, or leave it empty.' },
    ],
    [
      'a website with no dot in its host',
      { website: 'https://localhost' },
      { website: 'Enter a website starting with http:// or https://, or leave it empty.' },
    ],
    [
      'a website over the limit',
      { website: `https://a.example/${'p'.repeat(BUSINESS_WEBSITE_MAX)}` },
      { website: `Your website can be at most ${BUSINESS_WEBSITE_MAX} characters.` },
    ],
    ['no country', { country: '' }, { country: 'Choose your country.' }],
    ['a country not on the list', { country: 'Atlantis' }, { country: 'Choose your country.' }],
    ['no category', { category: '' }, { category: 'Choose what describes your business.' }],
    ['a category not on the list', { category: 'retail' }, { category: 'Choose what describes your business.' }],
    [
      'nothing at all',
      { business_name: '', country: '', category: '' },
      { business_name: 'Enter your business name.', country: 'Choose your country.', category: 'Choose what describes your business.' },
    ],
  ])('%s', (_, change, problems) => expect(businessConvertProblems({ ...valid, ...change })).toEqual(problems));

  it('accepts every country and category the form offers', () => {
    for (const country of BUSINESS_COUNTRIES)
      for (const category of BUSINESS_CATEGORIES) expect(businessConvertProblems({ ...valid, country, category })).toEqual({});
  });
});

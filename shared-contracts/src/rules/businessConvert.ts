// The /business/convert/ form's rules (our choices: the spec shows no form): its limits, its
// choices and each field's problem. Apart from the route table, so the pages that only route do not
// carry the form's lists.

/** The convert form's limits and choices (our choices: the spec shows no form). */
export const BUSINESS_NAME_MAX = 60;
export const BUSINESS_WEBSITE_MAX = 200;
export const BUSINESS_CATEGORIES = [
  'Retail',
  'Home and garden',
  'Food and drink',
  'Fashion and beauty',
  'Travel',
  'Media and publishing',
  'Creator or influencer',
  'Other',
] as const;
export const BUSINESS_COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Germany',
  'France',
  'Brazil',
  'Japan',
  'Australia',
] as const;

export interface BusinessConvertInput {
  business_name: string;
  website: string;
  country: string;
  category: string;
}

/** Problems with the convert form's fields, by field, each a sentence a person can act on. */
export function businessConvertProblems(input: BusinessConvertInput): Partial<Record<keyof BusinessConvertInput, string>> {
  const problems: Partial<Record<keyof BusinessConvertInput, string>> = {};
  const name = input.business_name.trim();
  if (name.length === 0) problems.business_name = 'Enter your business name.';
  else if (name.length > BUSINESS_NAME_MAX) problems.business_name = `Your business name can be at most ${BUSINESS_NAME_MAX} characters.`;
  const website = input.website.trim();
  if (website.length > BUSINESS_WEBSITE_MAX) problems.website = `Your website can be at most ${BUSINESS_WEBSITE_MAX} characters.`;
  else if (website.length > 0 && !/^https?:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(website))
    problems.website = 'Enter a website starting with http:// or https://, or leave it empty.';
  if (!(BUSINESS_COUNTRIES as readonly string[]).includes(input.country)) problems.country = 'Choose your country.';
  if (!(BUSINESS_CATEGORIES as readonly string[]).includes(input.category)) problems.category = 'Choose what describes your business.';
  return problems;
}

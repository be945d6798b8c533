// Reporting a Pin (spec section 8: after a report the overlay reads 'Reported' with 'Thanks! Your
// feedback helps us keep the community safe.'). The spec names no reasons; these are the ones such
// a site asks for, each with the code the API stores.

export const REPORT_REASONS = [
  { code: 'spam', label: 'Spam', detail: 'Misleading or repetitive posts' },
  { code: 'nudity', label: 'Nudity or pornography', detail: 'Sexually explicit content' },
  { code: 'self_harm', label: 'Self-harm', detail: 'Eating disorders, cutting, suicide' },
  { code: 'misinformation', label: 'Misinformation', detail: 'Health, climate, voting misinformation or conspiracies' },
  { code: 'hateful', label: 'Hateful activities', detail: 'Prejudice, stereotypes, white supremacy, slurs' },
  { code: 'dangerous_goods', label: 'Dangerous goods', detail: 'Drugs, weapons, regulated products' },
  { code: 'harassment', label: 'Harassment or criticism', detail: 'Insults, threats, non-consensual images' },
  { code: 'violence', label: 'Graphic violence', detail: 'Violent images or promotion of violence' },
  { code: 'privacy', label: 'Privacy violation', detail: 'Private photos, personal information' },
  { code: 'intellectual_property', label: 'My intellectual property', detail: 'Copyright or trademark infringement' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['code'];

export const REPORT_REASON_CODES: readonly ReportReason[] = REPORT_REASONS.map((reason) => reason.code);

export const REPORT_DIALOG_TITLE = 'Report Pin';
export const REPORT_QUESTION = 'Why are you reporting this Pin?';
export const REPORT_REASON_MISSING = 'Choose why you are reporting this Pin.';

export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && (REPORT_REASON_CODES as readonly string[]).includes(value);
}

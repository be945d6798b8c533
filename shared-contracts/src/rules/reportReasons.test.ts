import { isReportReason, REPORT_REASON_CODES, REPORT_REASONS } from './reportReasons';

describe('report reasons', () => {
  it('has one code per reason, each with words a person reads', () => {
    expect(new Set(REPORT_REASON_CODES).size).toBe(REPORT_REASONS.length);
    for (const reason of REPORT_REASONS) expect(reason.label.trim()).not.toBe('');
  });
  it.each<[unknown, boolean]>([
    ['spam', true],
    ['intellectual_property', true],
    ['Spam', false],
    ['', false],
    [null, false],
    [2, false],
  ])('%p is a reason: %p', (value, ok) => expect(isReportReason(value)).toBe(ok));
});

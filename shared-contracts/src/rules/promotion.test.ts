import { makePin } from 'test-support/pinFixture';
import { adLabel, promotedByText } from './promotion';

const HARBOR = { ...makePin().pinner, id: '5', username: 'harborandpine', fullName: 'Harbor & Pine' };

describe('promotedByText: a promoted pin says who paid (spec sections 3 and 8)', () => {
  it.each<[string, Parameters<typeof makePin>[0], string | null]>([
    ['a promoted pin', { isPromoted: true, promoter: HARBOR }, 'Promoted by Harbor & Pine'],
    ['an organic pin', { isPromoted: false, promoter: null }, null],
    ['a downstream promotion (a save of an ad)', { isPromoted: true, isDownstreamPromotion: true, promoter: HARBOR }, null],
    ['a promoted pin with no promoter', { isPromoted: true, promoter: null }, null],
    ['a promoter with no full name', { isPromoted: true, promoter: { ...HARBOR, fullName: '' } }, 'Promoted by harborandpine'],
    [
      'a long promoter name (32 plus an ellipsis)',
      { isPromoted: true, promoter: { ...HARBOR, fullName: 'A'.repeat(40) } },
      `Promoted by ${'A'.repeat(32)}…`,
    ],
  ])('%s', (_, pin, text) => expect(promotedByText(makePin(pin))).toBe(text));

  it("gives spec section 8's ad label", () =>
    expect(adLabel('Harbor & Pine')).toBe("Harbor & Pine has paid to have this pin show up where you'd be more likely to notice it."));
});

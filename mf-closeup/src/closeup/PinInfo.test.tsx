// An ad's closeup says who paid for it, in spec section 8's words; an organic pin says nothing of the kind.
import { render, screen } from '@testing-library/react';
import { makePin } from 'test-support/pinFixture';
import { PinInfo } from './PinInfo';

const HARBOR = { ...makePin().pinner, id: '5', username: 'harborandpine', fullName: 'Harbor & Pine' };

describe('PinInfo', () => {
  it("says 'Promoted by {advertiser}' with the ad label on a promoted pin, and not on an organic one", () => {
    const { unmount } = render(
      <PinInfo pin={makePin({ isPromoted: true, promoter: HARBOR })} title="Lemon tart" description={null} link={{ kind: 'none' }} />,
    );
    expect(screen.getByText('Promoted by Harbor & Pine')).toBeTruthy();
    expect(screen.getByText("Harbor & Pine has paid to have this pin show up where you'd be more likely to notice it.")).toBeTruthy();
    unmount();
    render(<PinInfo pin={makePin()} title="Lemon tart" description={null} link={{ kind: 'none' }} />);
    expect(screen.queryByText(/^Promoted by/)).toBeNull();
  });
});

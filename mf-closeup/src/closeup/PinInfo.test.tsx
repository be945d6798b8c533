// The closeup's words: an ad's closeup says who paid for it, in spec section 8's words (an organic pin says nothing of
// the kind), and an untitled pin's description is said once.
import { render, screen } from '@testing-library/react';
import { closeupText } from 'shared-contracts/rules';
import { makePin } from 'test-support/pinFixture';
import { PinInfo } from './PinInfo';

const HARBOR = { ...makePin().pinner, id: '5', username: 'harborandpine', fullName: 'Harbor & Pine' };

describe('PinInfo', () => {
  it("says 'Promoted by {advertiser}' with the ad label on a promoted pin, and not on an organic one", () => {
    const { unmount } = render(
      <PinInfo
        pin={makePin({ isPromoted: true, promoter: HARBOR })}
        text={{ heading: 'Lemon tart', headingIsDescription: false, description: null }}
        link={{ kind: 'none' }}
      />,
    );
    expect(screen.getByText('Promoted by Harbor & Pine')).toBeTruthy();
    expect(screen.getByText("Harbor & Pine has paid to have this pin show up where you'd be more likely to notice it.")).toBeTruthy();
    unmount();
    render(
      <PinInfo pin={makePin()} text={{ heading: 'Lemon tart', headingIsDescription: false, description: null }} link={{ kind: 'none' }} />,
    );
    expect(screen.queryByText(/^Promoted by/)).toBeNull();
  });

  it("says an untitled pin's description once, as its heading in the type of text", () => {
    const pin = makePin({ title: '', gridTitle: '', description: 'Slow-roasted tomatoes with garlic and thyme.' });
    render(<PinInfo pin={pin} text={closeupText(pin)} link={{ kind: 'none' }} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Slow-roasted tomatoes with garlic and thyme.');
    expect(screen.getAllByText('Slow-roasted tomatoes with garlic and thyme.')).toHaveLength(1);
  });
});

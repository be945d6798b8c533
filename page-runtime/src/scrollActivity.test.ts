import { TestScheduler } from 'rxjs/testing';
import { SHOPPING_INDICATOR_HIDE_MS, SHOPPING_SCROLL_THROTTLE_MS } from 'shared-contracts/rules';
import { scrollActivity$ } from './scrollActivity';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('scrollActivity$ (spec section 1: shown while scrolling, hidden 1500 ms after, handled every 50 ms)', () => {
  it('is the spec’s numbers', () => {
    expect([SHOPPING_SCROLL_THROTTLE_MS, SHOPPING_INDICATOR_HIDE_MS]).toEqual([50, 1500]);
  });

  it('turns on at the first scroll and off 1500 ms after it', () => {
    scheduler().run(({ cold, expectObservable }) => {
      expectObservable(scrollActivity$(cold('s'))).toBe('t 1499ms f', { t: true, f: false });
    });
  });

  it('stays on while scrolls keep coming and hides 1500 ms after the last handled one', () => {
    scheduler().run(({ cold, expectObservable }) => {
      // Scrolls at 0, 60, 120 ms are each handled (over 50 ms apart): off at 120 + 1500.
      expectObservable(scrollActivity$(cold('s 59ms s 59ms s'))).toBe('t 1619ms f', { t: true, f: false });
    });
  });

  it('ignores scrolls within 50 ms of a handled one, so they do not push the hiding back', () => {
    scheduler().run(({ cold, expectObservable }) => {
      // The scroll at 30 ms is inside the throttle: off at 0 + 1500.
      expectObservable(scrollActivity$(cold('s 29ms s'))).toBe('t 1499ms f', { t: true, f: false });
    });
  });

  it('says nothing before the first scroll', () => {
    scheduler().run(({ cold, expectObservable }) => {
      expectObservable(scrollActivity$(cold('-----'))).toBe('-----');
    });
  });
});

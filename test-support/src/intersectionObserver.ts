import { act } from '@testing-library/react';

// jsdom has no IntersectionObserver: this one lets a test say how much of an element is in view.
type Observed = { callback: IntersectionObserverCallback; targets: Set<Element> };
const observers = new Set<Observed>();

class TestIntersectionObserver {
  private readonly entry: Observed;
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: new Set() };
    observers.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.add(target);
  }
  unobserve(target: Element) {
    this.entry.targets.delete(target);
  }
  disconnect() {
    this.entry.targets.clear();
  }
}

/** Gives the jsdom window an IntersectionObserver that only `showInView` drives. */
export function installTestIntersectionObserver(): void {
  Object.defineProperty(window, 'IntersectionObserver', { value: TestIntersectionObserver, configurable: true });
}

/** Tells every observer of `target` that `ratio` of it is now in view. */
export function showInView(target: Element, ratio: number): void {
  act(() => {
    for (const { callback, targets } of observers)
      if (targets.has(target))
        callback(
          [{ target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
  });
}

/** Gives the jsdom window a new size and tells listeners, as a browser does when it is resized. */
export function resizeWindowTo(width: number, height = window.innerHeight): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

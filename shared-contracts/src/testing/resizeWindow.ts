/** Gives the jsdom window a new width and tells listeners, as a browser does when it is resized. */
export function resizeWindowTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

// Component tests run in jsdom, which has <dialog> but not its modal methods: the page's dialogs
// (board picker, confirmations, login prompt, share) open with showModal and close with close.
// Loaded before every DOM test by jest.config.js.

function showModal(this: HTMLDialogElement): void {
  this.setAttribute('open', '');
}

function close(this: HTMLDialogElement): void {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
}

if (typeof HTMLDialogElement !== 'undefined') {
  const prototype = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>>;
  if (typeof prototype.showModal !== 'function') Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: showModal });
  if (typeof prototype.close !== 'function') Object.defineProperty(HTMLDialogElement.prototype, 'close', { value: close });
}

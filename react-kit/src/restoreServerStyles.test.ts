/** @jest-environment jsdom */
import { restoreServerStyles } from './restoreServerStyles';

describe('restoreServerStyles', () => {
  it('puts each moved style back on its element and drops the classes that carried them', () => {
    document.head.innerHTML =
      '<style id="pinboard-first-screen-styles">.pb-ss-0{height:10px;background-color:#4f336c}.pb-ss-1{width:236px}</style>';
    document.body.innerHTML =
      '<div id="mount"><div class="card pb-ss-0"><p class="pb-ss-1">x</p></div></div><div class="pb-ss-1" id="outside"></div>';
    const mount = document.getElementById('mount') as HTMLElement;
    restoreServerStyles(mount);
    const card = mount.firstElementChild as HTMLElement;
    expect(card.className).toBe('card');
    expect(card.style.height).toBe('10px');
    expect(card.style.backgroundColor).toBe('rgb(79, 51, 108)');
    const text = card.firstElementChild as HTMLElement;
    expect(text.hasAttribute('class')).toBe(false);
    expect(text.style.width).toBe('236px');
    // Only inside the area's element.
    expect(document.getElementById('outside')?.className).toBe('pb-ss-1');
  });
});

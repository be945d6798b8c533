import { fireEvent, render, screen } from '@testing-library/react';
import { makePin } from 'test-support/pinFixture';
import { fakeMotionPreference } from '../testing/motionPreference';
import { GifPlayer } from './GifPlayer';
import { PinMedia } from './PinMedia';

const pin = makePin({
  id: '1201',
  contentType: 'image',
  embed: { type: 'gif', src: '/media/gif/abc.gif', width: 736, height: 1104 },
});

const motion = fakeMotionPreference();

const shown = () => screen.getByRole<HTMLImageElement>('img', { name: 'A lemon tart on a plate' });
/** What holds the picture's place: the box's shape and the image's own size. */
const place = () => {
  const img = shown();
  const box = img.parentElement as HTMLElement;
  return { ratio: box.style.aspectRatio, width: img.getAttribute('width'), height: img.getAttribute('height') };
};

describe('GifPlayer', () => {
  it('shows the animated GIF with the pin’s alt text, in the still’s box', async () => {
    render(<GifPlayer pin={pin} alt="A lemon tart on a plate" />);
    expect(shown().getAttribute('src')).toBe('/media/gif/abc.gif');
    expect(shown().hasAttribute('srcset')).toBe(false);
    expect(place()).toEqual({ ratio: '736 / 1104', width: '736', height: '1104' });
    // It loops for ever: a person can stop it, and the box stays as it was.
    fireEvent.click(screen.getByRole('button', { name: 'Pause GIF' }));
    await screen.findByRole('button', { name: 'Play GIF' });
    expect(shown().getAttribute('src')).toBe('/media/736x/abc.jpg');
    expect(place()).toEqual({ ratio: '736 / 1104', width: '736', height: '1104' });
  });

  it('shows the still for reduced motion, with Play GIF and then Pause GIF to go back', async () => {
    motion.reduced = true;
    render(<GifPlayer pin={pin} alt="A lemon tart on a plate" />);
    expect(shown().getAttribute('src')).toBe('/media/736x/abc.jpg');
    const still = place();
    fireEvent.click(screen.getByRole('button', { name: 'Play GIF' }));
    await screen.findByRole('button', { name: 'Pause GIF' });
    expect(shown().getAttribute('src')).toBe('/media/gif/abc.gif');
    expect(place()).toEqual(still);
    fireEvent.click(screen.getByRole('button', { name: 'Pause GIF' }));
    await screen.findByRole('button', { name: 'Play GIF' });
    expect(shown().getAttribute('src')).toBe('/media/736x/abc.jpg');
  });

  it('is what the closeup shows for a GIF pin (its own chunk, the still until it arrives); a bot gets the still', async () => {
    const props = { alt: 'A lemon tart on a plate', slot: 0, highlight: false, onSlotChange: () => undefined };
    const { unmount } = render(<PinMedia pin={pin} isBot={false} {...props} />);
    expect(shown().getAttribute('src')).toBe('/media/736x/abc.jpg');
    await screen.findByRole('button', { name: 'Pause GIF' });
    expect(shown().getAttribute('src')).toBe('/media/gif/abc.gif');
    unmount();
    render(<PinMedia pin={pin} isBot {...props} />);
    expect(shown().getAttribute('src')).not.toContain('.gif');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

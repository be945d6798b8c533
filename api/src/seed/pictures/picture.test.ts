import { createHash } from 'node:crypto';
import { PIN_RATIOS } from '../demoWorld/images';
import { paintPicture, paintPictureAt, pictureColour, renderFrame, RENDER_MAX_WIDTH, type PictureSpec } from './picture';
import { PICTURE_SCENES } from './sceneChoice';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Small pictures: painted quickly, at their own size. */
const spec = (scene: PictureSpec['scene'], signature = '0123456789abcdef0123456789abcdef'): PictureSpec => ({
  signature,
  width: 96,
  height: 144,
  scene,
});

/** Distinct colours (5 bits a channel) and the spread of brightness: what a flat shape lacks. */
function variety(pixels: Buffer): { colours: number; brightnessSpread: number } {
  const colours = new Set<number>();
  const lums: number[] = [];
  for (let i = 0; i + 2 < pixels.length; i += 3) {
    const [r, g, b] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
    colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
    lums.push(0.299 * r + 0.587 * g + 0.114 * b);
  }
  lums.sort((a, b) => a - b);
  const at = (q: number) => lums[Math.floor(q * (lums.length - 1))] ?? 0;
  return { colours: colours.size, brightnessSpread: at(0.95) - at(0.05) };
}

describe.each(PICTURE_SCENES)('the %s scene', (scene) => {
  it('paints the same bytes for the same picture, and other bytes for another', () => {
    const first = paintPicture(spec(scene)).pixels;
    expect(sha(paintPicture(spec(scene)).pixels)).toBe(sha(first));
    expect(sha(paintPicture(spec(scene, 'fedcba9876543210fedcba9876543210')).pixels)).not.toBe(sha(first));
    expect(first.length).toBe(96 * 144 * 3);
  });

  it('paints a scene, not a flat shape: many colours and a range of light', () => {
    // A flat shape with grain has about 6 such colours; a scene has from 90 (a print of a few inks) to
    // hundreds, and light from shadow to highlight.
    for (const signature of ['0123456789abcdef0123456789abcdef', '5f0e3c2a9b8d7e6f1a2b3c4d5e6f7a8b', 'c0ffee00c0ffee00c0ffee00c0ffee00']) {
      const { colours, brightnessSpread } = variety(paintPicture(spec(scene, signature)).pixels);
      expect({ signature, many: colours > 60, lit: brightnessSpread > 30 }).toEqual({ signature, many: true, lit: true });
    }
  });

  it('paints at given columns and rows exactly what the whole picture has there', () => {
    const picture = spec(scene);
    const { pixels, frame } = paintPicture(picture);
    const xs = [0, 7, 50, 95];
    const ys = [3, 70, 143];
    const expected = Buffer.concat(
      ys.flatMap((y) => xs.map((x) => pixels.subarray((y * frame.width + x) * 3, (y * frame.width + x) * 3 + 3))),
    );
    expect(paintPictureAt(picture, xs, ys)).toEqual(expected);
  });
});

describe('renderFrame', () => {
  it.each([
    [564, 860, 368, 561],
    [1200, 1200, 368, 368],
    [300, 450, 300, 450],
    [736, 386, 368, 193],
  ])('paints %ix%i at %ix%i: never wider than RENDER_MAX_WIDTH, at the same ratio', (width, height, w, h) => {
    expect(RENDER_MAX_WIDTH).toBe(368);
    expect(renderFrame({ width, height })).toEqual({ width: w, height: h });
  });
});

describe('the demo pictures’ ratios', () => {
  it('are the spec’s image sizes: the topic crops, the squares, the board covers and the 600x315 image', () => {
    const spec = [424 / 278, 640 / 508, 1, 300 / 400, 146 / 216, 315 / 600];
    expect(new Set(PIN_RATIOS)).toEqual(new Set(spec));
    // Portrait first, as pins are: the tall crop is the commonest.
    const count = (ratio: number) => PIN_RATIOS.filter((r) => r === ratio).length;
    expect(Math.max(...spec.map(count))).toBe(count(424 / 278));
  });
});

describe('pictureColour', () => {
  it('is a colour the picture is mostly made of, from its own pixels', () => {
    for (const scene of PICTURE_SCENES) {
      const picture = spec(scene);
      const colour = pictureColour(picture);
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];
      const { pixels } = paintPicture(picture);
      let near = 0;
      for (let i = 0; i + 2 < pixels.length; i += 3)
        if (Math.abs((pixels[i] ?? 0) - r) + Math.abs((pixels[i + 1] ?? 0) - g) + Math.abs((pixels[i + 2] ?? 0) - b) < 60) near++;
      expect({ scene, share: near / (pixels.length / 3) > 0.08 }).toEqual({ scene, share: true });
    }
  });

  it('differs between scenes of different kinds', () => {
    expect(new Set(PICTURE_SCENES.map((scene) => pictureColour(spec(scene)))).size).toBeGreaterThanOrEqual(5);
  });
});

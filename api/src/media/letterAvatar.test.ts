import sharp from 'sharp';
import { createLetterAvatarPngs, letterAvatarSvg } from './letterAvatar';

const ada = { firstName: 'ada', username: 'ada_l', avatar_color_index: 1 };

describe('letter avatars', () => {
  it.each([
    [{ firstName: 'ada', username: 'x', avatar_color_index: 1 }, 'A', '#0074e8'],
    [{ firstName: '', username: 'zed', avatar_color_index: 9 }, 'Z', '#0074e8'],
    [{ firstName: '<b>', username: 'x', avatar_color_index: 7 }, '&#60;', '#4d4d4d'],
  ])('draws %o as the letter %s on %s', (user, letter, colour) => {
    const svg = letterAvatarSvg(user);
    expect(svg).toContain(`fill="${colour}"`);
    expect(svg).toContain(`>${letter}</text>`);
  });

  it('draws the PNG once per colour and letter, 240 px square (a 120 px profile picture on a 2x screen)', async () => {
    const png = createLetterAvatarPngs();
    const first = await png(ada);
    expect(await png({ ...ada, username: 'another' })).toBe(first);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', width: 240, height: 240 });
    expect(await png({ ...ada, avatar_color_index: 2 })).not.toBe(first);
  });

  it('keeps at most `limit` drawings, the oldest going first', async () => {
    const png = createLetterAvatarPngs(2);
    const a = await png(ada);
    await png({ ...ada, firstName: 'bea' });
    await png({ ...ada, firstName: 'cy' });
    expect(await png(ada)).not.toBe(a);
  });

  it('does not keep a drawing that failed: the next request draws again', async () => {
    const draw = jest.fn().mockRejectedValueOnce(new Error('no renderer')).mockResolvedValue(Buffer.from('png'));
    const png = createLetterAvatarPngs(8, draw);
    await expect(png(ada)).rejects.toThrow('no renderer');
    await expect(png(ada)).resolves.toEqual(Buffer.from('png'));
    expect(draw).toHaveBeenCalledTimes(2);
  });
});

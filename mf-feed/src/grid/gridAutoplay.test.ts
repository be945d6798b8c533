import { type AutoplayContext, VIDEO_EVENT_CAP } from 'shared-contracts/rules';
import { createGridAutoplay, type AutoplayFacts, type AutoplayPlayer } from './gridAutoplay';

const organic: AutoplayFacts = { promoted: false, inViewersCollaborativeBoard: false };

function setup() {
  const ratios = new Map<Element, (ratio: number) => void>();
  const context: AutoplayContext = { reducedMotion: false, hidden: false };
  const autoplay = createGridAutoplay({
    watch: (element, onRatio) => {
      ratios.set(element, onRatio);
      return () => ratios.delete(element);
    },
    context: () => context,
  });
  const log: string[] = [];
  const time = new Map<string, number>();
  const video = (pinId: string, facts: AutoplayFacts = organic) => {
    // Only its identity matters here: the watcher is the test's.
    const element = {} as Element;
    const player: AutoplayPlayer = {
      play: (from) => void log.push(`play ${pinId}${from === null ? '' : ` from ${from}`}`),
      pause: () => {
        log.push(`pause ${pinId}`);
        return time.get(pinId) ?? 0;
      },
    };
    const stop = autoplay.track(pinId, facts, element, player);
    return { show: (ratio: number) => ratios.get(element)?.(ratio), stop };
  };
  return { autoplay, context, log, time, video };
}

describe('the grid’s autoplay', () => {
  it('plays the most visible video at least half in view, one at a time', () => {
    const { autoplay, log, video } = setup();
    const a = video('a');
    const b = video('b');
    a.show(0.4);
    expect(autoplay.current()).toBeNull();
    a.show(0.9);
    b.show(0.6);
    expect(log).toEqual(['play a']);
    b.show(1);
    expect(log).toEqual(['play a', 'pause a', 'play b']);
    expect(autoplay.current()).toBe('b');
  });

  it('moves on when the playing video scrolls out, and resumes a paused one where it stopped', () => {
    const { autoplay, log, time, video } = setup();
    const a = video('a');
    const b = video('b');
    a.show(1);
    b.show(0.7);
    time.set('a', 2.5);
    a.show(0.2);
    expect(autoplay.current()).toBe('b');
    b.show(0);
    a.show(1);
    expect(log).toEqual(['play a', 'pause a', 'play b', 'pause b', 'play a from 2.5']);
  });

  it('never plays a promoted video or one on a collaborative board the viewer collaborates on', () => {
    const { autoplay, log, video } = setup();
    video('ad', { promoted: true, inViewersCollaborativeBoard: false }).show(1);
    video('ours', { promoted: false, inViewersCollaborativeBoard: true }).show(1);
    expect(autoplay.current()).toBeNull();
    video('organic').show(0.5);
    expect(log).toEqual(['play organic']);
  });

  it('pauses in a background tab and for reduced motion, and plays again when they end', () => {
    const { autoplay, context, log, video } = setup();
    video('a').show(1);
    context.hidden = true;
    autoplay.refresh();
    expect(autoplay.current()).toBeNull();
    context.hidden = false;
    context.reducedMotion = true;
    autoplay.refresh();
    expect(autoplay.current()).toBeNull();
    context.reducedMotion = false;
    autoplay.refresh();
    expect(log).toEqual(['play a', 'pause a', 'play a from 0']);
  });

  it('a card leaving the page stops its video and hands over to the next', () => {
    const { autoplay, log, video } = setup();
    const a = video('a');
    video('b').show(0.6);
    a.show(1);
    a.stop();
    expect(autoplay.current()).toBe('b');
    expect(log).toEqual(['play b', 'pause b', 'play a', 'pause a', 'play b from 0']);
  });

  it(`keeps the newest ${VIDEO_EVENT_CAP} video events`, () => {
    const { autoplay } = setup();
    for (let i = 0; i < VIDEO_EVENT_CAP + 5; i++) autoplay.record({ pinId: String(i), state: 4, currentTime: 0, at: i });
    expect(autoplay.events()).toHaveLength(VIDEO_EVENT_CAP);
    expect(autoplay.events()[0]?.pinId).toBe('5');
  });
});

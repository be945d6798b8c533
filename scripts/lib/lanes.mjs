/**
 * Runs lanes side by side: each lane's steps one after another, a lane ending at its first step
 * that fails (a later step may need it: the browser tests need the build) while the other lanes go
 * on, so one run reports every failure it can. `after` maps a step to a step of another lane it
 * waits for (lint and the typecheck read the types the build publishes), and it does not run, nor
 * does the rest of its lane, when that step failed or never ran. `runStep` answers whether its step
 * passed. Resolves with whether every step ran and passed.
 */
export async function runLanes(lanes, runStep, after = new Map()) {
  const ended = new Map(
    lanes.flat().map((step) => {
      let settle;
      const passed = new Promise((resolve) => (settle = resolve));
      return [step, { passed, settle }];
    }),
  );
  for (const [step, awaited] of after) {
    if (!ended.has(step) || !ended.has(awaited)) throw new Error(`runLanes: a step waits for a step that is in no lane`);
  }
  const passed = await Promise.all(
    lanes.map(async (steps) => {
      for (const [index, step] of steps.entries()) {
        const ok = (!after.has(step) || (await ended.get(after.get(step)).passed)) && (await runStep(step));
        ended.get(step).settle(ok);
        if (!ok) {
          for (const skipped of steps.slice(index + 1)) ended.get(skipped).settle(false);
          return false;
        }
      }
      return true;
    }),
  );
  return passed.every(Boolean);
}

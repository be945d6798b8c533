/**
 * Runs lanes side by side: each lane's steps one after another, a lane ending at its first step
 * that fails (a later step may need it: the browser tests need the build) while the other lanes go
 * on, so one run reports every failure it can. `runStep` answers whether its step passed. Resolves
 * with whether every step ran and passed.
 */
export async function runLanes(lanes, runStep) {
  const passed = await Promise.all(
    lanes.map(async (steps) => {
      for (const step of steps) if (!(await runStep(step))) return false;
      return true;
    }),
  );
  return passed.every(Boolean);
}

// An area's size budget: the compressed bytes a browser fetches before the area can mount (its
// entry and the files its './app' needs first), against the budget its build declares. Which
// routing changes the budget gates, and the sentences the deploy tool and the registry say.

/** A canary up to this share of visitors may be over budget: a small one is how its real cost is measured. */
export const BUDGET_FREE_CANARY_SHARE = 5;

/** The most a build may declare: a budget above it is a typo, not a budget. */
export const MAX_BUDGET_BYTES = 2 * 1024 * 1024;

export interface AreaSize {
  /** gzip -9 bytes of remoteEntry.js and the './app' files needed before mounting. */
  initialBytes: number;
  /** What the build's manifest allows; undefined for a build from before budgets. */
  budgetBytes?: number;
}

export type GatedChange = { kind: 'stable' } | { kind: 'promote' } | { kind: 'canary'; share: number } | { kind: 'other' };

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
/** A difference too small to show in tenths of a KB is said in bytes. */
const difference = (bytes: number): string => (bytes < 103 ? `${bytes} byte${bytes === 1 ? '' : 's'}` : kb(bytes));

/** The budget a manifest declares (`pinboard.budget`), checked; undefined when it declares none. */
export function parseBudget(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const initialBytes = typeof value === 'object' && value !== null && 'initialBytes' in value ? value.initialBytes : undefined;
  if (typeof initialBytes !== 'number' || !Number.isInteger(initialBytes) || initialBytes < 1 || initialBytes > MAX_BUDGET_BYTES) {
    throw new Error(`"pinboard.budget.initialBytes" must be a whole number of bytes from 1 to ${MAX_BUDGET_BYTES}`);
  }
  return initialBytes;
}

/** Whether a routing change would serve the build to more than a small canary's share of visitors. */
export function isGatedByBudget(change: GatedChange): boolean {
  if (change.kind === 'stable' || change.kind === 'promote') return true;
  return change.kind === 'canary' && change.share > BUDGET_FREE_CANARY_SHARE;
}

export function isOverBudget(size: AreaSize): boolean {
  return size.budgetBytes !== undefined && size.initialBytes > size.budgetBytes;
}

/** One line for `pinboard deploy` and the audit log, e.g. '21.2 KB of its 25.0 KB budget (85 %)'. */
export function describeSize(size: AreaSize): string {
  if (size.budgetBytes === undefined) return `${kb(size.initialBytes)} before it can mount (it declares no budget)`;
  if (isOverBudget(size)) {
    return `${kb(size.initialBytes)} before it can mount, over its ${kb(size.budgetBytes)} budget by ${difference(size.initialBytes - size.budgetBytes)}`;
  }
  const share = Math.round((size.initialBytes / size.budgetBytes) * 100);
  return `${kb(size.initialBytes)} before it can mount, ${share} % of its ${kb(size.budgetBytes)} budget`;
}

/** Why the registry refuses to promote an over-budget build, and how to go ahead anyway. */
export function overBudgetRefusal(ref: string, size: AreaSize): string {
  return (
    `${ref} is ${describeSize(size)}: make it smaller, try it on a canary of at most ${BUDGET_FREE_CANARY_SHARE} %, ` +
    'or go ahead with --force-over-budget and say why in --reason (it goes into the audit log)'
  );
}

/** Why the registry refuses to register a build over its area's budget, and what makes a stock remote smaller. */
export function overBudgetDeployRefusal(size: Required<AreaSize>): string {
  return (
    `it is ${describeSize(size)}: share the shell's singletons instead of bundling them, set experiments: { externalRuntime: true } ` +
    "in ModuleFederationPlugin's options so it uses the page's federation runtime, and load what its first screen does not need with import()."
  );
}

/** What `pinboard deploy` says of the size the registry measured, and the largest canary it can start with. */
export function deployedSizeReport(size: AreaSize): { lines: string[]; canaryShare: number } {
  const lines = [`size: ${describeSize(size)} (compressed, as measured by the registry)`];
  if (!isOverBudget(size)) return { lines, canaryShare: 10 };
  lines.push(
    `OVER BUDGET: the registry will serve it to at most a ${BUDGET_FREE_CANARY_SHARE} % canary unless a platform engineer forces it (--force-over-budget, with a reason)`,
  );
  return { lines, canaryShare: BUDGET_FREE_CANARY_SHARE };
}

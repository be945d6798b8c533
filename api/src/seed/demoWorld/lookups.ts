// Lookups that throw instead of returning undefined: the world is built from fixed data, so a miss
// is a mistake in that data and must stop the seed rather than slip through as undefined.

export function at<T>(items: readonly T[], index: number): T {
  const value = items[index];
  if (value === undefined) throw new Error(`index ${index} out of range (${items.length})`);
  return value;
}

export function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('demo world: missing value');
  return value;
}

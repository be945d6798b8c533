// Spec section 9 ('Number short forms'): k, M and B above 999, or 万 and 億 for CJK locales, with
// one decimal place (dropped when it is zero).

const WESTERN: ReadonlyArray<[number, string]> = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'k'],
];
const CJK: ReadonlyArray<[number, string]> = [
  [1e8, '億'],
  [1e4, '万'],
];

function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

export function shortNumber(count: number, cjk = false): string {
  const n = Math.max(0, Math.floor(count));
  const units = cjk ? CJK : WESTERN;
  if (n <= 999) return String(n);
  for (let i = 0; i < units.length; i++) {
    const [size, suffix] = units[i] as [number, string];
    if (n < size) continue;
    const value = Math.round((n / size) * 10) / 10;
    // 999,950 rounds to 1000k: say 1M instead.
    const bigger = units[i - 1];
    if (bigger && value * size >= bigger[0]) return `${oneDecimal(n / bigger[0])}${bigger[1]}`;
    return `${oneDecimal(value)}${suffix}`;
  }
  return String(n);
}

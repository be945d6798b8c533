// A function of a pixel's column alone (a ridge line, a tree line), worked out once per column:
// scenes ask for it on every row, and the answer is the same. Only pixel centres (x = i + 0.5) are
// kept; any other x (a ripple's displaced column) is worked out afresh, so the order in which
// pixels are painted never changes a value.

export function perColumn(width: number, f: (x: number) => number): (x: number) => number {
  const cache = new Float64Array(width + 1).fill(Number.NaN);
  return (x) => {
    const i = x - 0.5;
    if (i < 0 || i > width || i !== (i | 0)) return f(x);
    const hit = cache[i] ?? Number.NaN;
    if (hit === hit) return hit;
    const value = f(x);
    cache[i] = value;
    return value;
  };
}

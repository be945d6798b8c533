/**
 * The table `npm test` ends with: each step that ended, in the order it ended, with its result and
 * seconds; then each step that never ran; then the whole run, passed only if every step passed.
 * `results` are `[label, 'passed' | 'failed', seconds]`; `steps` every step's label.
 */
export function stepTable(results, steps, minutes) {
  const all = [...results];
  for (const label of steps) if (!all.some(([done]) => done === label)) all.push([label, 'not run', '']);
  const verdict = all.every(([, status]) => status === 'passed') ? 'passed' : 'FAILED';
  return [
    '| step | result | time |',
    '|---|---|---|',
    ...all.map(([label, status, seconds]) => `| ${label} | ${status} | ${seconds && `${seconds} s`} |`),
    `| all | ${verdict} | ${minutes.toFixed(1)} min |`,
  ].join('\n');
}

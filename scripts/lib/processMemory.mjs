// A running process's memory as Linux reports it, for the benchmarks that watch the server's.
import { readFileSync } from 'node:fs';

/** Resident memory now and its peak so far (VmRSS, VmHWM), in MB. */
export function processMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)[1]) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

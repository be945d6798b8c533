// Before any suite: the seeded demo world every suite copies, made once per build and day.
import { seedTemplate } from './seededData';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const seeded = await seedTemplate();
  if (seeded) console.log(`\nSeeded the e2e data template in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  else console.log('\nThe e2e data template seeded for this build today is used again.');
}

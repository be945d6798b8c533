// Before any suite: seed the demo world once for the whole run.
import { seedTemplate } from './seededData';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  await seedTemplate();
  console.log(`\nSeeded the e2e data template in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

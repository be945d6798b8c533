// After the unit tests: the cluster postgresGlobalSetup started is stopped and its folder removed.
export default async function postgresGlobalTeardown(): Promise<void> {
  await globalThis.pinboardTestPostgres?.stop({ remove: true });
}

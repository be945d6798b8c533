// The canary evidence of a version nobody reported: what a store answers before any document or load.

import type { CanaryEvidence } from '../rules/canaryHealth';

export const NO_CANARY_EVIDENCE: CanaryEvidence = {
  documents: 0,
  loads: 0,
  failures: 0,
  browsers: 0,
  failingVisitors: 0,
  failingAddresses: 0,
  topNetworkFailures: 0,
  stableBrowsers: 0,
  stableFailingBrowsers: 0,
};

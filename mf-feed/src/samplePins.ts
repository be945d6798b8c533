// Placeholder pins until the feed reads the API (issue 5): enough to link to closeups and to
// start a save.
export const SAMPLE_PIN_IDS = ['1001', '1002', '1003'] as const;

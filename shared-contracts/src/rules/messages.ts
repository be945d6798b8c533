// User-facing strings of the spec's error catalogue (section 8) that more than one area shows.

export const GENERIC_ERROR_MESSAGE = 'Sorry! Something went wrong on our end.';

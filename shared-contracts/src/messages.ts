// User-facing strings of the spec's error catalogue (section 8) that more than one area shows.

export const GENERIC_ERROR_MESSAGE = 'Sorry! Something went wrong on our end.';
export const DELETE_FAILED_MESSAGE = 'Sorry! There was an error deleting your Pin.';
export const DELETE_SUCCEEDED_MESSAGE = 'Pin deleted!';

// The longest client label and note of a saved view, in characters: the form's schema and the
// database's checks both hold to them.
export const SAVED_VIEW_LABEL_MAX = 60;
export const SAVED_VIEW_NOTE_MAX = 500;
/** Longest search text read from `?q=`. */
export const SAVED_VIEW_QUERY_MAX = SAVED_VIEW_LABEL_MAX;

/**
 * What every xlsx export of the console (a family's `GET {base}/export`, the datasheets' rows, comparison and
 * questionnaire responses) says before its first byte, beside its file name, so the console can show how far a
 * long download has come. (A family export cut at its limit also sends EXPORT_LIMIT_HEADER / EXPORT_TOTAL_HEADER.)
 */

/** Rows of data the file holds (the heading row and notes not counted). */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

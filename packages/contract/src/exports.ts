/**
 * What every xlsx export of the console (a family's `GET {base}/export`, the datasheets' rows, comparison and
 * questionnaire responses) says before its first byte, beside its file name, so the console can show how far a
 * long download has come, when the rows are known before the file is written (all but the datasheets' rows
 * export). (A family export cut at its limit also sends EXPORT_LIMIT_HEADER / EXPORT_TOTAL_HEADER.)
 */

/** Rows of data the file holds (the heading row and notes not counted). */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

/**
 * The file's size in bytes: exact for a small file, else estimated from its first 256 KB and the rows they
 * hold (rows are alike; within about a fifth either way: the zip's first entries and its warming up weigh on
 * the first part, its buffering on the other side).
 */
export const EXPORT_SIZE_HEADER = 'x-export-size';

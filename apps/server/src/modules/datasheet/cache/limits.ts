/**
 * Why an import file is refused for its size or shape: each a code-2 answer in both languages that names the
 * limit and the variable that sets it (README, configuration), so the person knows what was wrong with the
 * file and an operator knows what to change for a workbook that really is that large.
 */
import { ResultCode } from '@console/contract';
import type { ImportLimits } from '../../../config.ts';
import { AppError } from '../../../core/errors.ts';

export type { ImportLimits };

/** A part compressed more than this (and larger than MIN_RATIO_CHECKED) is taken for a zip bomb. */
export const MAX_COMPRESSION_RATIO = 100;
/** Small parts compress as they like: the ratio is judged from 1 MiB of declared size up. */
export const MIN_RATIO_CHECKED = 1024 * 1024;

const refuse = (zh: string, en: string) => new AppError(ResultCode.invalid, { zh, en });
const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const refusals = {
  fileTooLarge: (limits: ImportLimits) =>
    refuse(
      `文件超过 ${mb(limits.fileBytes)}（IMPORT_MAX_MB）`,
      `The file is larger than ${mb(limits.fileBytes)} (IMPORT_MAX_MB)`,
    ),
  inflatesTooMuch: (limits: ImportLimits, declared: number) =>
    refuse(
      `文件解压后有 ${mb(declared)}，超过 ${mb(limits.inflatedBytes)}（IMPORT_MAX_UNCOMPRESSED_MB），未导入`,
      `The file inflates to ${mb(declared)}, more than ${mb(limits.inflatedBytes)} (IMPORT_MAX_UNCOMPRESSED_MB); nothing was imported`,
    ),
  stringsTooLarge: (limits: ImportLimits, declared: number) =>
    refuse(
      `文件的共享字符串解压后有 ${mb(declared)}，超过 ${mb(limits.stringsBytes)}（IMPORT_MAX_STRINGS_MB），未导入`,
      `The file's shared strings inflate to ${mb(declared)}, more than ${mb(limits.stringsBytes)} (IMPORT_MAX_STRINGS_MB); nothing was imported`,
    ),
  zipBomb: (part: string, ratio: number) =>
    refuse(
      `文件中的 ${part} 压缩比为 ${ratio}:1，超过 ${MAX_COMPRESSION_RATIO}:1（疑似压缩炸弹），未导入`,
      `Part ${part} of the file is compressed ${ratio}:1, more than ${MAX_COMPRESSION_RATIO}:1 (a zip bomb?); nothing was imported`,
    ),
  liar: (part: string) =>
    refuse(
      `文件中的 ${part} 解压后超过其声明的大小：文件已损坏或被篡改，未导入`,
      `Part ${part} of the file inflates past the size it declares: the file is damaged or forged; nothing was imported`,
    ),
  damaged: (part: string) =>
    refuse(
      `文件中的 ${part} 已损坏（大小或校验和不符），未导入`,
      `Part ${part} of the file is damaged (its size or checksum is wrong); nothing was imported`,
    ),
  notXlsx: (why: string) =>
    refuse(
      `文件不是可读取的 xlsx 工作簿（${why}）`,
      `The file is not an xlsx workbook that can be read (${why})`,
    ),
  markup: (part: string) =>
    refuse(
      `文件中的 ${part} 含有文档类型声明（DTD），xlsx 不允许，未导入`,
      `Part ${part} of the file has a document type declaration (DTD), which xlsx does not allow; nothing was imported`,
    ),
  nested: (part: string) =>
    refuse(
      `文件中的 ${part} 嵌套过深，不是 xlsx 工作表`,
      `Part ${part} of the file nests too deep to be an xlsx worksheet`,
    ),
  tooManyRows: (limits: ImportLimits) =>
    refuse(
      `文件超过 ${limits.rows.toLocaleString('en')} 行（IMPORT_MAX_ROWS），未导入`,
      `The file has more than ${limits.rows.toLocaleString('en')} rows (IMPORT_MAX_ROWS); nothing was imported`,
    ),
  tooManyColumns: (limits: ImportLimits, line: number) =>
    refuse(
      `第 ${line} 行超过 ${limits.columns} 列（IMPORT_MAX_COLUMNS），未导入`,
      `Row ${line} has more than ${limits.columns} columns (IMPORT_MAX_COLUMNS); nothing was imported`,
    ),
  rowTooLong: (bytes: number) =>
    refuse(
      `文件中有一行超过 ${Math.round(bytes / 1024)} KB（最长单元格 IMPORT_MAX_CELL_CHARS 另加 64 KB），未导入`,
      `The file has a row longer than ${Math.round(bytes / 1024)} KB (the longest cell, IMPORT_MAX_CELL_CHARS, and 64 KB more); nothing was imported`,
    ),
  cellTooLong: (limits: ImportLimits) =>
    refuse(
      `文件中有单元格超过 ${limits.cellChars.toLocaleString('en')} 个字符（IMPORT_MAX_CELL_CHARS），未导入`,
      `The file has a cell longer than ${limits.cellChars.toLocaleString('en')} characters (IMPORT_MAX_CELL_CHARS); nothing was imported`,
    ),
};

/**
 * A small RFC 4180 reader for the result files administrators export from spreadsheets: UTF-8 with
 * or without a byte-order mark, comma-separated, fields optionally in double quotes (a doubled quote
 * inside stands for one, and a quoted field may hold commas and line breaks), CRLF or LF line ends.
 */

export interface CsvRecord {
  /** The line of the file where the record starts (1 is the header). */
  line: number;
  fields: string[];
}

/** A file that cannot be read as CSV at all, at a line. */
export class CsvError extends Error {
  override name = 'CsvError';
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const BOM = '\uFEFF';

/** The bytes as text; a file that is not UTF-8 (an Excel export in GBK, say) is refused, not garbled. */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvError(1, '文件不是 UTF-8 编码：请在 Excel 中“另存为 CSV UTF-8（逗号分隔）”后再导入');
  }
  return text.startsWith(BOM) ? text.slice(BOM.length) : text;
}

/** Every non-blank record with the line it starts on. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let afterQuote = false;
  let index = 0;

  const endField = () => {
    fields.push(field);
    field = '';
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    // A blank line (one empty field) is not a record.
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
  };

  while (index < text.length) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"') {
        if (text.charAt(index + 1) === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      index++;
      continue;
    }
    if (char === ',') {
      endField();
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text.charAt(index + 1) === '\n') index++;
      line++;
      recordLine = line;
    } else if (char === '"' && field.trim() === '' && !afterQuote) {
      // An opening quote (spaces a spreadsheet put before it are dropped).
      field = '';
      quoted = true;
      quoteLine = line;
    } else if (afterQuote) {
      if (char.trim() !== '') throw new CsvError(line, '引号结束后、逗号之前不能再有其他字符');
    } else {
      field += char;
    }
    index++;
  }
  if (quoted) throw new CsvError(quoteLine, '引号没有闭合');
  endRecord();
  return records;
}

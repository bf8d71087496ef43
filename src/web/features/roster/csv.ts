import type { PlayerInput } from '../../../shared/schemas/roster';

/** The five columns of a roster file, as the template names them. */
export const TEMPLATE_CSV = `first name,last name,jersey number,parent name,parent email
Ava,Chen,9,Lin Chen,lin.chen@example.com
Bo,Diaz,,Maria Diaz,maria.diaz@example.com
`;

/** Largest file read; 200 players with parents fit in a few kilobytes. */
export const MAX_FILE_BYTES = 1024 * 1024;

/** playerName: an older file's single name column, which the server splits only where it is clear. */
type Column = keyof PlayerInput | 'playerName';

/** Headers, with case, spaces and punctuation ignored, and the field each one fills. */
const HEADERS: Record<string, Column> = {
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  name: 'playerName',
  playername: 'playerName',
  player: 'playerName',
  jerseynumber: 'jerseyNumber',
  jersey: 'jerseyNumber',
  jerseyno: 'jerseyNumber',
  number: 'jerseyNumber',
  no: 'jerseyNumber',
  parentname: 'parentName',
  parent: 'parentName',
  parentemail: 'parentEmail',
  parentemailaddress: 'parentEmail',
  email: 'parentEmail',
};

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

/** The name cells of a row: two columns, or an older file's one. */
type CsvName = { firstName: string; lastName: string } | { playerName: string };

/** One row as the import API takes it; every field present so the server's per-row messages line up. */
export type CsvPlayerRow = CsvName & {
  /** A number, null for an empty cell, or the cell's text for the server to refuse with its message. */
  jerseyNumber: number | string | null;
  parentName: string;
  parentEmail: string;
};

function jersey(cell: string): number | string | null {
  const text = cell.trim().replace(/^#/, '');
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : cell.trim();
}

export type CsvResult = { rows: CsvPlayerRow[] } | { error: string };

/** Reads a roster CSV in the browser (papaparse, loaded on first use). */
export async function parseRosterCsv(file: File): Promise<CsvResult> {
  if (file.size > MAX_FILE_BYTES) return { error: 'That file is larger than 1 MB. Is it the right one?' };
  const { default: Papa } = await import('papaparse');
  const text = await file.text();
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => HEADERS[headerKey(header)] ?? `ignored:${header}`,
  });
  const fields = parsed.meta.fields ?? [];
  const twoNames = fields.includes('firstName') || fields.includes('lastName');
  if (!twoNames && !fields.includes('playerName')) {
    return {
      error:
        'We could not find the name columns. Use the template’s header row: first name, last name, jersey number, parent name, parent email.',
    };
  }
  const rows = parsed.data.map((record) => ({
    ...(twoNames
      ? { firstName: (record.firstName ?? '').trim(), lastName: (record.lastName ?? '').trim() }
      : { playerName: (record.playerName ?? '').trim() }),
    jerseyNumber: jersey(record.jerseyNumber ?? ''),
    parentName: (record.parentName ?? '').trim(),
    parentEmail: (record.parentEmail ?? '').trim(),
  }));
  if (rows.length === 0) return { error: 'The file has no players under its header row.' };
  return { rows };
}

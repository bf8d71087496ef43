import { AlertCircle, CheckCircle2, Download, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { IMPORT_MAX_ROWS, type ImportPreview } from '../../../shared/schemas/roster';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { controlClasses } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import { useImportPlayers, usePreviewImport } from './api';
import { type CsvPlayerRow, parseRosterCsv, TEMPLATE_CSV } from './csv';
import { isExplained } from './formErrors';

interface ImportCsvDialogProps {
  teamId: string;
  /** Names the template download. */
  teamSlug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const FIELD_LABELS: Record<string, string> = {
  playerName: 'Player name',
  firstName: 'First name',
  lastName: 'Last name',
  jerseyNumber: 'Jersey number',
  parentName: 'Parent name',
  parentEmail: 'Parent email',
};

/** 'Parent email: Please enter a valid email address.'; messages that name their field stay as they are. */
function rowMessage(field: string, message: string): string {
  const label = FIELD_LABELS[field];
  return label && !message.startsWith(label) ? `${label}: ${message}` : message;
}

/** The row's name as the file gives it, in one column or two. */
const rowName = (row: CsvPlayerRow) =>
  'playerName' in row ? row.playerName : `${row.firstName} ${row.lastName}`.trim();

/** Pick a CSV, see the server's dry run row by row, then add every row at once. */
export function ImportCsvDialog({ teamId, teamSlug, open, onOpenChange }: ImportCsvDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="max-w-3xl"
        title="Import players from CSV"
        description="Columns: first name, last name, jersey number, parent name, parent email. The first row names the columns."
      >
        <ImportFlow teamId={teamId} teamSlug={teamSlug} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ImportFlow({ teamId, teamSlug, onDone }: { teamId: string; teamSlug: string; onDone: () => void }) {
  const id = useId();
  const [rows, setRows] = useState<CsvPlayerRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const preview = usePreviewImport(teamId);
  const importPlayers = useImportPlayers(teamId);

  const check = (next: CsvPlayerRow[]) =>
    preview.mutate(next, {
      onError: (error) =>
        setProblem(isExplained(error) ? error.message : 'We could not check the file. Please try again.'),
    });

  const choose = async (file: File | undefined) => {
    setRows(null);
    setProblem(null);
    preview.reset();
    if (!file) return;
    setReading(true);
    const result = await parseRosterCsv(file).finally(() => setReading(false));
    if ('error' in result) return setProblem(result.error);
    if (result.rows.length > IMPORT_MAX_ROWS) {
      return setProblem(
        `The file has ${result.rows.length} players. Import at most ${IMPORT_MAX_ROWS} at a time.`,
      );
    }
    setRows(result.rows);
    check(result.rows);
  };

  const confirm = () => {
    if (!rows) return;
    importPlayers.mutate(rows, {
      onSuccess: ({ imported }) => {
        toast.success(`${imported} ${imported === 1 ? 'player' : 'players'} added to roster`);
        onDone();
      },
      onError: (error) => {
        toast.error('Failed to add player', {
          description: isExplained(error) ? error.message : 'Nothing was imported. Please try again.',
        });
        // The roster may have changed since the preview: show the rows as they stand now.
        check(rows);
      },
    });
  };

  const errorCount = preview.data?.errors.length ?? 0;
  const ready = rows !== null && preview.isSuccess && errorCount === 0;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field label="CSV file" htmlFor={`${id}-file`} hint={`Up to ${IMPORT_MAX_ROWS} players.`}>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`${id}-file-hint`}
              onChange={(event) => choose(event.target.files?.[0])}
              className={`${controlClasses()} min-h-11 py-1.5 file:mr-3 file:rounded-[calc(var(--radius-control)-2px)] file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold file:text-navy`}
            />
          </Field>
        </div>
        <a
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE_CSV)}`}
          download={`${teamSlug}-roster-template.csv`}
          className={`${buttonClasses('ghost', 'md')} sm:mb-7`}
        >
          <Download className="size-4" aria-hidden />
          Download template
        </a>
      </div>

      {(reading || preview.isPending) && (
        <Spinner label="Checking the file" className="mx-auto flex justify-center" />
      )}
      {problem && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-[var(--radius-control)] bg-red-50 p-3 text-sm text-danger"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {problem}
        </p>
      )}
      {rows && preview.data && <PreviewRows rows={rows} preview={preview.data} />}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button onClick={confirm} disabled={!ready} loading={importPlayers.isPending}>
          <FileUp className="size-4" aria-hidden />
          Import {rows?.length ?? 0} {rows?.length === 1 ? 'player' : 'players'}
        </Button>
      </div>
    </div>
  );
}

function PreviewRows({ rows, preview }: { rows: CsvPlayerRow[]; preview: ImportPreview }) {
  const errorsByRow = new Map(preview.errors.map((error) => [error.row, error.fields]));
  const errorCount = preview.errors.length;
  return (
    <section aria-label="Preview" className="space-y-3">
      <p
        role="status"
        className={`flex items-center gap-2 text-sm font-semibold ${errorCount ? 'text-danger' : 'text-field'}`}
      >
        {errorCount ? (
          <AlertCircle className="size-4" aria-hidden />
        ) : (
          <CheckCircle2 className="size-4" aria-hidden />
        )}
        {errorCount
          ? `${errorCount} of ${rows.length} rows ${errorCount === 1 ? 'needs' : 'need'} fixing. Correct the file and choose it again.`
          : `All ${rows.length} rows look good.`}
      </p>
      <ol className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-[var(--radius-card)] border border-slate-200">
        {rows.map((row, index) => {
          const fields = errorsByRow.get(index);
          return (
            <li
              key={index}
              className={`grid grid-cols-[2.5rem_1fr] gap-2 px-3 py-2.5 text-sm ${fields ? 'bg-red-50/60' : ''}`}
            >
              <span className="pt-0.5 text-xs font-semibold text-slate-500 tabular-nums">{index + 1}</span>
              <div className="min-w-0">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-semibold break-words text-navy">{rowName(row) || '(no name)'}</span>
                  {row.jerseyNumber !== null && <span className="text-slate-600">#{row.jerseyNumber}</span>}
                </p>
                {(row.parentName || row.parentEmail) && (
                  <p className="break-words text-slate-600">
                    {[row.parentName, row.parentEmail].filter(Boolean).join(' · ')}
                  </p>
                )}
                {fields && (
                  <ul className="mt-1 space-y-0.5 font-medium text-danger">
                    {Object.entries(fields).flatMap(([field, messages]) =>
                      messages.map((message) => (
                        <li key={`${field}-${message}`}>{rowMessage(field, message)}</li>
                      )),
                    )}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

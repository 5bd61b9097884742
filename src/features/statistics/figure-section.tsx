import { useMemo, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { statisticsTexts as t } from '../../i18n/nb/statistics';
import { downloadCsv, toCsv, type CsvValue } from './csv';

/** A column of a figure's table: what it holds for each row (null: a masked count, "<3"). */
export interface FigureColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
  /** The cell that names the row (month, product, category). */
  rowHeader?: boolean;
  /** Shown as a percentage (the value is a share 0–1). */
  percent?: boolean;
}

const number = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });

function shown(value: CsvValue, percent: boolean): string {
  if (value === null) return t.masked;
  if (typeof value === 'string') return value;
  return percent ? `${number.format(value * 100)} %` : number.format(value);
}

/**
 * One figure of /statistikk: a heading, the picture, and the same numbers in a table beside it
 * (what a screen reader reads), downloadable as CSV exactly as the table shows them.
 */
export function FigureSection<Row>({
  id,
  heading,
  hint,
  chart,
  columns,
  rows,
  rowKey,
  fileName,
  wide = false,
}: {
  id: string;
  heading: string;
  hint?: string;
  chart: ReactNode;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  fileName: string;
  /** A table of many columns: the picture above it, not beside it. */
  wide?: boolean;
}) {
  const tableColumns = useMemo(
    (): DataTableColumn<Row>[] =>
      columns.map((c, i) => ({
        id: String(i),
        header: c.header,
        rowHeader: c.rowHeader,
        cell: (row: Row) => shown(c.value(row), c.percent ?? false),
      })),
    [columns],
  );
  const download = () =>
    downloadCsv(
      fileName,
      toCsv(
        columns.map((c) => (c.percent ? `${c.header} (%)` : c.header)),
        rows.map((row) =>
          columns.map((c) => {
            const v = c.value(row);
            // The spreadsheet gets the percentage as a number, the masked count as "<3".
            if (v === null) return t.masked;
            return c.percent && typeof v === 'number' ? Math.round(v * 1000) / 10 : v;
          }),
        ),
      ),
    );
  return (
    <section className="figure" aria-labelledby={`${id}-heading`}>
      <div className="figure__head">
        <h2 id={`${id}-heading`}>{heading}</h2>
        {rows.length > 0 && (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            // Several on one page: the name says which table, with no stray ": " text of its own.
            aria-label={t.csvOf(heading.toLocaleLowerCase('nb'))}
            onClick={download}
          >
            {t.csv}
          </button>
        )}
      </div>
      {hint && <p className="figure__hint">{hint}</p>}
      {rows.length === 0 ? (
        <p>{t.noRows}</p>
      ) : (
        <div className={wide ? 'figure__body figure__body--stacked' : 'figure__body'}>
          <div className="figure__chart">{chart}</div>
          <DataTable
            caption={heading}
            hideCaption
            columns={tableColumns}
            rows={rows}
            rowKey={rowKey}
          />
        </div>
      )}
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { useCommand } from '../../db/hooks/use-command';
import { receiveItem, receiveWithReport, type ReturnReportInput } from '../../db/commands';
import type { LoanDetailItem } from '../../db/hut/loan-detail';
import { formatDottedDate, localIsoDate } from '../../shared/domain/dates/dates';
import { scanSignal, sizeLabel, useLabelScanner } from '../stock';
import { useAppDispatch } from '../../state/hooks';
import { toastShown } from '../../state/ui/ui-slice';
import { loanModalTexts as t } from '../../i18n/nb/loans';
import { ReturnReportDialog } from './return-report-dialog';
import { shownCode } from '../scanner';
import { LoanUnitField } from './loan-unit-field';
import { parseUnitLabelCode } from '../../shared/domain/equipment';
import { scannerTexts } from '../../i18n/nb/scanner';

/**
 * The loan's units, each with its number (three identical 'Stigespill' are told apart). 'Mottat'
 * works for a unit still out; a product with parts opens the checklist first, and 'Meld fra'
 * records damage or a remark with the return. After a return, focus moves to the next unit
 * still out (or the heading), never to the page behind.
 */
export function LoanItemsTable({
  items,
  scanned,
}: {
  items: readonly LoanDetailItem[];
  /** A unit scanned on Utlånsoversikt before this dialog opened: its line is received. */
  scanned: number | null;
}) {
  const run = useCommand();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<string | null>(null);
  const [reporting, setReporting] = useState<LoanDetailItem | null>(null);
  const section = useRef<HTMLElement>(null);
  /** The line just received: focus moves away from its button (about to be disabled). */
  const refocus = useRef<string | null>(null);

  // After a return (the buttons enabled again): focus another unit still out, or the heading,
  // so keyboard and screen-reader users stay in the dialog instead of landing on the page.
  useEffect(() => {
    const received = refocus.current;
    if (busy !== null || received === null) return;
    refocus.current = null;
    const root = section.current;
    const next = [
      ...(root?.querySelectorAll<HTMLButtonElement>('button[data-receive]:not([disabled])') ?? []),
    ].find((button) => button.dataset.receive !== received);
    (next ?? root?.querySelector<HTMLElement>('h3'))?.focus();
  }, [busy]);

  const receive = async (item: LoanDetailItem, report: ReturnReportInput | null) => {
    setBusy(item.id);
    const name = t.unitNumbered(item.name, item.unitId);
    await (report
      ? run(() => receiveWithReport({ loanItemId: item.id, report }), t.receivedWithReport(name))
      : run(() => receiveItem({ loanItemId: item.id }), t.received(name)));
    refocus.current = item.id;
    setBusy(null);
  };

  /** A scanned label: its line is received (after the parts checklist when it has parts). */
  const onScan = (unitId: number) => {
    const item = items.find((i) => i.unitId === unitId);
    const problem = !item ? t.scanNotInLoan : !item.canReceive ? t.scanAlreadyBack : null;
    scanSignal(problem === null);
    if (problem !== null || !item) {
      dispatch(toastShown({ kind: 'error', text: problem ?? t.scanNotInLoan }));
      return;
    }
    if (item.parts.length > 0) setReporting(item);
    else void receive(item, null);
  };
  useLabelScanner(onScan, reporting === null && busy === null);
  /** A code read by the camera: a label takes the scan's path; anything else is unknown. */
  const scanByCamera = (text: string) => {
    const unitId = parseUnitLabelCode(text);
    if (unitId !== null) return onScan(unitId);
    scanSignal(false);
    dispatch(toastShown({ kind: 'error', text: scannerTexts.notALabel(shownCode(text)) }));
  };
  /** Typed (or scanned) text in the dialog's field that names no unit. */
  const unknownUnit = (text: string) => {
    scanSignal(false);
    dispatch(toastShown({ kind: 'error', text: scannerTexts.noUnitWithCode(shownCode(text)) }));
  };
  const handledScan = useRef(false);
  useEffect(() => {
    if (scanned === null || handledScan.current || items.length === 0) return;
    handledScan.current = true;
    onScan(scanned);
  });

  const columns: DataTableColumn<LoanDetailItem>[] = [
    {
      id: 'name',
      header: t.itemName,
      rowHeader: true,
      cell: (item) => t.unitNumbered(item.name, item.unitId),
    },
    { id: 'size', header: t.itemSize, cell: (item) => sizeLabel(item.size, item.maxSize) },
    {
      id: 'status',
      header: t.itemStatus,
      cell: (item) => (
        <>
          <span className={`loan-badge loan-badge--${item.status}`}>
            {t.itemStatuses[item.status]}
          </span>
          {item.returnedAt && ` ${formatDottedDate(localIsoDate(item.returnedAt))}`}
        </>
      ),
    },
    // The 'Lån' dialog writes every date dd.mm.yyyy, as its facts above the table do.
    { id: 'due', header: t.itemDue, cell: (item) => formatDottedDate(item.dueDate) },
    {
      id: 'action',
      header: t.itemAction,
      cell: (item) => {
        const name = t.unitNumbered(item.name, item.unitId);
        const disabled = !item.canReceive || busy !== null;
        return (
          <div className="loan-items__actions">
            <button
              type="button"
              className="btn btn--secondary"
              data-receive={item.id}
              aria-label={t.receiveFor(name)}
              disabled={disabled}
              onClick={() =>
                item.parts.length > 0 ? setReporting(item) : void receive(item, null)
              }
            >
              {t.receive}
            </button>
            {item.canReceive && (
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={t.reportFor(name)}
                disabled={disabled}
                onClick={() => setReporting(item)}
              >
                {t.report}
              </button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <section ref={section} className="loan-section" aria-labelledby="loan-items-heading">
      <div className="loan-items__head">
        <h3 id="loan-items-heading" tabIndex={-1}>
          {t.itemsHeading}
        </h3>
      </div>
      {items.some((item) => item.canReceive) && (
        <LoanUnitField onUnit={onScan} onUnknown={unknownUnit} onCameraScan={scanByCamera} />
      )}
      <DataTable
        caption={t.itemsHeading}
        hideCaption
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
      />
      {reporting && (
        <ReturnReportDialog
          item={reporting}
          onClose={() => setReporting(null)}
          onReceive={(report) => {
            const item = reporting;
            setReporting(null);
            void receive(item, report);
          }}
        />
      )}
    </section>
  );
}

import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { useCommand } from '../../db/hooks/use-command';
import { receiveItem } from '../../db/commands';
import type { LoanDetailItem } from '../../db/hut/loan-detail';
import { formatTableDate, localIsoDate } from '../../shared/domain/dates/dates';
import { sizeLabel } from '../stock';
import { loanModalTexts as t } from '../../i18n/nb/loans';

/** The loan's units; 'Mottat' works for a unit still out, other units' buttons are disabled. */
export function LoanItemsTable({ items }: { items: readonly LoanDetailItem[] }) {
  const run = useCommand();
  const [busy, setBusy] = useState<string | null>(null);

  const receive = async (item: LoanDetailItem) => {
    setBusy(item.id);
    await run(() => receiveItem({ loanItemId: item.id }), t.received(item.name));
    setBusy(null);
  };

  const columns: DataTableColumn<LoanDetailItem>[] = [
    { id: 'name', header: t.itemName, rowHeader: true, cell: (item) => item.name },
    { id: 'size', header: t.itemSize, cell: (item) => sizeLabel(item.size, item.maxSize) },
    {
      id: 'status',
      header: t.itemStatus,
      cell: (item) => (
        <>
          <span className={`loan-badge loan-badge--${item.status}`}>
            {t.itemStatuses[item.status]}
          </span>
          {item.returnedAt && ` ${formatTableDate(localIsoDate(item.returnedAt))}`}
        </>
      ),
    },
    { id: 'due', header: t.itemDue, cell: (item) => formatTableDate(item.dueDate) },
    {
      id: 'action',
      header: t.itemAction,
      cell: (item) => (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-label={t.receiveFor(item.name)}
          disabled={!item.canReceive || busy !== null}
          onClick={() => void receive(item)}
        >
          {t.receive}
        </button>
      ),
    },
  ];

  return (
    <section className="loan-section" aria-labelledby="loan-items-heading">
      <h3 id="loan-items-heading">{t.itemsHeading}</h3>
      <DataTable
        caption={t.itemsHeading}
        hideCaption
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
      />
    </section>
  );
}

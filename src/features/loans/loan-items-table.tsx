import { useState } from 'react';
import { useCommand } from '../../db/hooks/use-command';
import { receiveItem } from '../../db/commands';
import type { LoanDetailItem } from '../../db/hut/loan-detail';
import { formatTableDate, localIsoDate } from '../../shared/domain/dates';
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

  return (
    <section className="loan-section" aria-labelledby="loan-items-heading">
      <h3 id="loan-items-heading">{t.itemsHeading}</h3>
      <div className="loans-table-wrap">
        <table className="loan-items">
          <thead>
            <tr>
              <th scope="col">{t.itemName}</th>
              <th scope="col">{t.itemSize}</th>
              <th scope="col">{t.itemStatus}</th>
              <th scope="col">{t.itemDue}</th>
              <th scope="col">{t.itemAction}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-loan-item-id={item.id}>
                <td>{item.name}</td>
                <td>{sizeLabel(item.size, item.maxSize)}</td>
                <td>
                  <span className={`loan-badge loan-badge--${item.status}`}>
                    {t.itemStatuses[item.status]}
                  </span>
                  {item.returnedAt && ` ${formatTableDate(localIsoDate(item.returnedAt))}`}
                </td>
                <td>{formatTableDate(item.dueDate)}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    aria-label={t.receiveFor(item.name)}
                    disabled={!item.canReceive || busy !== null}
                    onClick={() => void receive(item)}
                  >
                    {t.receive}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

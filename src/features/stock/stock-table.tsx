import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import type { StockUnit } from '../../db/hut/hut-queries';
import { CART_STATUS } from '../../shared/domain/loan-rules';
import { isOnShelf } from '../../shared/domain/shelf';
import { labelOf, statusTexts } from '../../i18n/nb/statuses';
import { demandTexts } from '../../i18n/nb/demand';
import { sizeText } from '../../shared/domain/equipment';
import type { MarkedRow } from './reserved-marker';
import { sizeLabel } from './stock-filter';
import { stockTexts as t } from '../../i18n/nb/stock';
import { reservationTexts } from '../../i18n/nb/reservations';
import { formatDayMonth } from '../../shared/domain/dates/dates';

/** Whom units would go to: nobody yet, a flagged borrower (blocked), or a borrower who may borrow. */
export type BorrowerMode = 'none' | 'flagged' | 'ok';

interface Props {
  units: readonly MarkedRow[];
  total: number;
  borrowerMode: BorrowerMode;
  onAdd: (unit: StockUnit) => void;
  onRemove: (unit: StockUnit) => void;
  /** The unit's dialog: state, repair or retirement, notes. */
  onOpen: (unitId: number) => void;
  /** "Ingen ledig": the demand dialog for the row's product and size. */
  onDemand: (unit: StockUnit) => void;
}

/** SPEC §4 status codes as staff read them. */
export function statusText(unit: StockUnit): string {
  switch (unit.status_cart) {
    case CART_STATUS.added:
      return t.statusAdded;
    case CART_STATUS.available:
      return t.statusAvailable;
    case CART_STATUS.lent:
      return t.statusLent;
    default:
      if (unit.in_other_cart) return t.statusOtherCart;
      // In repair or retired: say which, not just "not available".
      return isOnShelf(unit.status) ? t.statusUnavailable : labelOf(statusTexts.unit, unit.status);
  }
}

/** One row per unit; the row's button adds it (code 0), removes it (code 1) or is disabled. */
export function StockTable({
  units,
  total,
  borrowerMode,
  onAdd,
  onRemove,
  onOpen,
  onDemand,
}: Props) {
  const columns = useMemo(
    (): DataTableColumn<MarkedRow>[] => [
      { id: 'name', header: t.colName, rowHeader: true, cell: (unit) => unit.name },
      {
        id: 'number',
        header: t.colNumber,
        cell: (unit) => (
          <button
            type="button"
            className="link-button stock-table__number"
            aria-label={t.openUnit(unit.id)}
            onClick={() => onOpen(unit.id)}
          >
            {unit.id}
          </button>
        ),
      },
      { id: 'size', header: t.colSize, cell: (unit) => sizeLabel(unit.size, unit.max_size) },
      {
        id: 'status',
        header: t.colStatus,
        cell: (unit) => (
          <span id={statusId(unit)} className={`stock-status stock-status--${statusClass(unit)}`}>
            {reservedText(unit) ?? statusText(unit)}
          </span>
        ),
      },
      {
        id: 'action',
        header: t.colAction,
        cell: (unit) => (
          <div className="stock-actions">
            <StockAction
              unit={unit}
              borrowerMode={borrowerMode}
              onAdd={onAdd}
              onRemove={onRemove}
            />
            {unit.noneFree && <DemandButton unit={unit} onDemand={onDemand} />}
          </div>
        ),
      },
    ],
    [borrowerMode, onAdd, onRemove, onOpen, onDemand],
  );
  if (units.length === 0) return <p className="stock-table__empty">{t.noUnits}</p>;
  return (
    <DataTable
      caption={t.tableCaption(units.length, total)}
      columns={columns}
      rows={units}
      rowKey={(unit) => unit.id}
      rowClassName={(unit) => (unit.status_cart === CART_STATUS.added ? 'is-added' : undefined)}
      sameRow={sameUnit}
    />
  );
}

/**
 * What a row shows and acts on. Every command and sync re-reads the stock: only rows whose unit
 * changed render again, so a 300-unit hut does not re-render its whole table (and delay the next
 * command) each time.
 */
const sameUnit = (a: MarkedRow, b: MarkedRow) =>
  a.id === b.id &&
  a.noneFree === b.noneFree &&
  a.reservedOn === b.reservedOn &&
  a.unit === b.unit &&
  a.name === b.name &&
  a.size === b.size &&
  a.max_size === b.max_size &&
  a.status_cart === b.status_cart &&
  a.status === b.status &&
  a.in_other_cart === b.in_other_cart &&
  a.cart_line_id === b.cart_line_id;

const statusId = (unit: StockUnit) => `stock-status-${unit.id}`;

type ActionProps = { unit: StockUnit } & Pick<Props, 'borrowerMode' | 'onAdd' | 'onRemove'>;

function StockAction({ unit, borrowerMode, onAdd, onRemove }: ActionProps) {
  const size = sizeLabel(unit.size, unit.max_size);
  const added = unit.status_cart === CART_STATUS.added;
  // Without a lender the button still works: it opens the lender picker (SPEC §4).
  const disabled = added
    ? false
    : unit.status_cart !== CART_STATUS.available || borrowerMode === 'flagged';
  return (
    // One button element in every state, so focus stays put when adding or removing.
    <button
      type="button"
      className={added ? 'btn btn--ghost btn--small' : 'btn btn--secondary btn--small'}
      disabled={disabled}
      aria-label={added ? t.removeLabel(unit.name, size) : t.addLabel(unit.name, size)}
      aria-describedby={statusId(unit)}
      onClick={() => (added ? onRemove(unit) : onAdd(unit))}
    >
      {added ? t.remove : t.add}
    </button>
  );
}

/**
 * Someone came for this and none is free: a second, quieter button beside the cart's, on these
 * rows only, so a full table stays calm. One tap opens the dialog, a second records the need.
 */
function DemandButton({
  unit,
  onDemand,
}: {
  unit: StockUnit;
  onDemand: (unit: StockUnit) => void;
}) {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      aria-label={demandTexts.rowButtonLabel(
        unit.name,
        sizeText(unit.size, unit.max_size, unit.unit),
      )}
      aria-describedby={statusId(unit)}
      onClick={() => onDemand(unit)}
    >
      {demandTexts.rowButton}
    </button>
  );
}

/**
 * A free unit a coming pickup needs: "Reservert 30.11" instead of "Ledig", so staff see it
 * before it goes out (it can still be added; the reservation check then asks).
 */
function reservedText(unit: MarkedRow): string | null {
  if (unit.status_cart !== CART_STATUS.available || unit.reservedOn === undefined) return null;
  return reservationTexts.reservedOn(formatDayMonth(unit.reservedOn));
}

function statusClass(unit: MarkedRow): string {
  if (reservedText(unit) !== null) return 'reserved';
  if (unit.status_cart === CART_STATUS.added) return 'added';
  if (unit.status_cart === CART_STATUS.available) return 'available';
  if (unit.status_cart === CART_STATUS.lent) return 'lent';
  return 'unavailable';
}

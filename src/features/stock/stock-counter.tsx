import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCommand } from '../../db/hooks/use-command';
import { borrowerSelected, selectSelectedBorrowerId } from './counter-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { addToCart, removeFromCart } from '../../db/commands';
import type { StockUnit } from '../../db/hut/hut-queries';
import { BORROWER_CARD_HEADING } from './borrower-card';
import { BorrowerSection } from './borrower-section';
import { emptyStockFilter, filterStock, type StockFilter } from './stock-filter';
import { StockFilters } from './stock-filters';
import { StockTable, statusText, type BorrowerMode } from './stock-table';
import { scanSignal } from './scan-signal';
import { parseUnitLabelCode, sizeText } from '../../shared/domain/equipment';
import { looksLikeLabelCode } from '../../shared/domain/unit-number';
import type { PersonKey } from '../../db/hut/hut-types';
import { getDb } from '../../db/database';
import { borrowerOverview } from '../../db/hut/borrower-queries';
import { CART_STATUS, canAddToCart } from '../../shared/domain/loan-rules';
import { screenTexts } from '../../i18n/nb/screen';
import { UnitDialog } from './unit-dialog';
import { useReservationCheck } from './reservation-clash';
import { DemandDialog } from './demand-dialog';
import type { DemandPrefill } from './demand-form';
import { markNoneFree } from './none-free';
import { markReserved, useReservedUnits } from './reserved-marker';
import { stockTexts as t } from '../../i18n/nb/stock';
import { useCategories, useBorrowerOverview, useStock } from './use-counter-data';
import { paths } from '../../lib/paths';
import { shownCode } from '../scanner';
import { scannerTexts } from '../../i18n/nb/scanner';
import { reservationTexts } from '../../i18n/nb/reservations';

interface PickerState {
  open: boolean;
  notice: string | null;
  /** Bumped on every request to open, so the search gets focus again even when already open. */
  request: number;
}
const closedPicker: PickerState = { open: false, notice: null, request: 0 };

/** A unit added before a borrower was chosen: it goes into the cart of whoever is chosen next. */
interface PendingUnit {
  unit: StockUnit;
  /** Scanned (the answer is shown under the search) or tapped (a toast). */
  scanned: boolean;
}

/** The counter at one hut: borrower, filters, the stock table and the way to the cart. */
export function StockCounter({ companyId }: { companyId: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const run = useCommand();
  const borrowerId = useAppSelector(selectSelectedBorrowerId);
  const borrower = useBorrowerOverview(companyId, borrowerId);
  const units = useStock(companyId, borrowerId);
  const categories = useCategories();
  const [filter, setFilter] = useState<StockFilter>(emptyStockFilter);
  const [picker, setPicker] = useState<PickerState>(closedPicker);
  const [openUnit, setOpenUnit] = useState<number | null>(null);
  const [demand, setDemand] = useState<DemandPrefill | null>(null);
  const [scanResult, setScanResult] = useState<{ ok: boolean; text: string } | null>(null);
  const pending = useRef<PendingUnit | null>(null);
  // Where focus goes once the next render has the element: the chosen borrower or the button.
  const pendingFocus = useRef<'card' | 'choose' | null>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const reservationCheck = useReservationCheck(companyId);
  const reserved = useReservedUnits(companyId);

  const shown = useMemo(
    () =>
      markReserved(
        markNoneFree(filterStock(units ?? [], categories ?? [], filter), units ?? []),
        reserved,
      ),
    [units, categories, filter, reserved],
  );

  useEffect(() => {
    const target =
      pendingFocus.current === 'card'
        ? document.getElementById(BORROWER_CARD_HEADING)
        : pendingFocus.current === 'choose' && borrowerId === null
          ? chooseRef.current
          : null;
    if (target) {
      target.focus();
      pendingFocus.current = null;
    }
  });

  const borrowerMode: BorrowerMode =
    borrowerId === null || !borrower ? 'none' : borrower.user.isFlagged ? 'flagged' : 'ok';

  /** No borrower yet: the picker opens (SPEC §4) and the unit waits for the choice. */
  const hold = (unit: StockUnit, scanned: boolean) => {
    pending.current = { unit, scanned };
    const notice = t.chooseBorrowerFor(screenTexts.unitNumbered(unit.name, unit.id));
    setPicker((p) => ({ open: true, notice, request: p.request + 1 }));
  };
  const addTapped = async (unit: StockUnit, customerId: PersonKey) => {
    const unitId = await reservationCheck.choose(unit, customerId);
    if (unitId !== null) await run(() => addToCart({ customerId, unitId }), t.added);
  };
  const addScanned = async (unit: StockUnit, customerId: PersonKey) => {
    const name = screenTexts.unitNumbered(unit.name, unit.id);
    const unitId = await reservationCheck.choose(unit, customerId);
    const done = unitId !== null && (await run(() => addToCart({ customerId, unitId })));
    const result =
      unitId === null
        ? { ok: false, text: reservationTexts.clash.title }
        : done
          ? { ok: true, text: t.scanAdded(name) }
          : { ok: false, text: t.scanUnavailable(name, statusText(unit)) };
    scanSignal(result.ok);
    setScanResult(result);
  };
  const add = async (unit: StockUnit) => {
    if (borrowerId === null || !borrower) hold(unit, false);
    else await addTapped(unit, borrowerId);
  };
  /**
   * A borrower is chosen: a unit waiting for the choice goes into their cart, the same way as a
   * tap or scan would put it there. A flagged borrower gets nothing (their card says why).
   */
  const giveWaitingUnit = async (customerId: PersonKey) => {
    const waiting = pending.current;
    pending.current = null;
    if (!waiting) return;
    const person = await borrowerOverview(getDb(), companyId, customerId);
    if (!person || person.user.isFlagged) {
      if (waiting.scanned) setScanResult(null);
      return;
    }
    await (waiting.scanned ? addScanned : addTapped)(waiting.unit, customerId);
  };
  const remove = async (unit: StockUnit) => {
    const loanItemId = unit.cart_line_id;
    if (loanItemId !== null) await run(() => removeFromCart({ loanItemId }), t.removed);
  };
  // Stable handlers for the memoised rows; they call the latest add/remove of this render.
  const latest = useRef({ add, remove });
  useLayoutEffect(() => {
    latest.current = { add, remove };
  });
  const onAdd = useCallback((unit: StockUnit) => void latest.current.add(unit), []);
  const onRemove = useCallback((unit: StockUnit) => void latest.current.remove(unit), []);
  // The row's product and size, as the family asked for it.
  const onDemand = useCallback(
    (unit: StockUnit) =>
      setDemand({
        categoryId: unit.category_id,
        product:
          unit.category_id === null
            ? null
            : { id: unit.product_id, name: unit.name, category_id: unit.category_id },
        size: sizeText(unit.size, unit.max_size, unit.unit),
      }),
    [],
  );
  const cartCount = borrower?.cartCount ?? 0;

  /** A scanned (or typed) label code: the unit goes into the cart; anything else is a search. */
  const scan = (text: string): boolean => {
    const unitId = parseUnitLabelCode(text);
    if (unitId === null) {
      // A code-like text that finds nothing was a code (misread, or another hut's label): said
      // so, and the search emptied for the next scan. Anything else stays a search.
      const code = text.trim();
      const unknown =
        looksLikeLabelCode(code) &&
        filterStock(units ?? [], categories ?? [], { ...filter, search: code }).length === 0;
      setScanResult(unknown ? { ok: false, text: t.scanUnknown(code) } : null);
      if (!unknown) return false;
      scanSignal(false);
      setFilter((f) => ({ ...f, search: '' }));
      return true;
    }
    setFilter((f) => ({ ...f, search: '' }));
    void scanUnit(text.trim(), unitId);
    return true;
  };
  /** A code read by the camera: a label takes the scan's path; anything else is unknown. */
  const scanByCamera = (text: string) => {
    if (scan(text)) return;
    scanSignal(false);
    setScanResult({ ok: false, text: scannerTexts.notALabel(shownCode(text)) });
  };
  const scanUnit = async (code: string, unitId: number) => {
    const unit = units?.find((u) => u.id === unitId);
    const name = unit ? screenTexts.unitNumbered(unit.name, unit.id) : '';
    let result: { ok: boolean; text: string };
    if (!unit) result = { ok: false, text: t.scanUnknown(code) };
    else if (unit.status_cart === CART_STATUS.added)
      result = { ok: true, text: t.scanInCart(name) };
    else if (!canAddToCart(unit.status_cart)) {
      result = { ok: false, text: t.scanUnavailable(name, statusText(unit)) };
    } else if (borrowerId === null || !borrower) {
      // The lender picker opens (SPEC §4); the unit goes in once someone is chosen.
      result = { ok: true, text: t.chooseBorrowerFor(name) };
      hold(unit, true);
    } else {
      return addScanned(unit, borrowerId);
    }
    scanSignal(result.ok);
    setScanResult(result);
  };

  return (
    <>
      <BorrowerSection
        borrowerId={borrowerId}
        borrower={borrower}
        picker={picker}
        chooseRef={chooseRef}
        onOpenPicker={() =>
          setPicker((p) => ({ open: true, notice: null, request: p.request + 1 }))
        }
        onClosePicker={() => {
          // Closed without choosing: the waiting unit is let go, and its message with it.
          if (pending.current?.scanned) setScanResult(null);
          pending.current = null;
          setPicker(closedPicker);
          pendingFocus.current = 'choose';
        }}
        onChoose={(id) => {
          setPicker(closedPicker);
          pendingFocus.current = 'card';
          dispatch(borrowerSelected(id));
          void giveWaitingUnit(id);
        }}
        onClear={() => {
          pendingFocus.current = 'choose';
          dispatch(borrowerSelected(null));
        }}
      />
      <div className="stock-cart-bar">
        <button
          type="button"
          className="btn btn--primary"
          disabled={!borrower?.draft}
          aria-describedby={borrower?.draft ? undefined : 'stock-cart-hint'}
          onClick={() => void navigate(paths.cart)}
        >
          {t.cartButton} <span className="stock-cart-bar__count">({cartCount})</span>
        </button>
        {!borrower?.draft && (
          <p id="stock-cart-hint" className="stock-cart-bar__hint">
            {t.cartDisabledHint}
          </p>
        )}
      </div>
      <StockFilters
        categories={categories ?? []}
        filter={filter}
        onChange={(next) => {
          // Typing a new search (or a scanner starting the next code) ends the last scan's answer.
          if (next.search !== filter.search) setScanResult(null);
          setFilter(next);
        }}
        onScan={scan}
        onCameraScan={scanByCamera}
        scanResult={scanResult}
        onRecordDemand={() =>
          setDemand({ categoryId: filter.categoryId ?? filter.seasonId, product: null, size: '' })
        }
      />
      {units && (
        <StockTable
          units={shown}
          total={units.length}
          borrowerMode={borrowerMode}
          onAdd={onAdd}
          onRemove={onRemove}
          onOpen={setOpenUnit}
          onDemand={onDemand}
        />
      )}
      {reservationCheck.dialog}
      {openUnit !== null && <UnitDialog unitId={openUnit} onClose={() => setOpenUnit(null)} />}
      {demand && (
        <DemandDialog
          prefill={demand}
          categories={categories ?? []}
          onClose={() => setDemand(null)}
        />
      )}
    </>
  );
}

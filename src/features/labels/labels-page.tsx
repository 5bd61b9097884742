import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormField } from '../../components/ui/form-field';
import { useHutQuery } from '../../db/hooks/use-hut-query';
import { hutUnitLabels, type UnitLabel } from '../../db/hut/hut-labels';
import { labelTexts as t } from '../../i18n/nb/labels';
import { useAppSelector } from '../../state/hooks';
import { selectCompanyName } from '../../state/session/selectors';
import { sizeLabel } from '../stock';
import { DEFAULT_SHEET, LABEL_SHEETS, isSheetId, pagesOf, type LabelSheetId } from './label-sheets';
import { QrCode } from '../../components/ui/qr-code';
import './labels.css';

function productParam(value: string | null): number | null {
  return value !== null && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function Label({ label, hut }: { label: UnitLabel; hut: string }) {
  const size = [sizeLabel(label.size, label.maxSize), label.unit].filter(Boolean).join(' ');
  return (
    <div className="unit-label" data-code={label.code}>
      <QrCode text={label.code} label={t.qrAlt(label.code)} />
      <div className="unit-label__text">
        <strong className="unit-label__product">{label.product}</strong>
        <span>
          {t.unitLine(label.unitId)}
          {size && ` · ${size}`}
        </span>
        <span className="unit-label__hut">{hut}</span>
        <span className="unit-label__code">{label.code}</span>
      </div>
    </div>
  );
}

/**
 * /etiketter: QR labels for the hut's units (`?produkt=ID`: one product's), laid out on the
 * chosen A4 label sheet and printed with the browser (`@media print` shows the sheets alone).
 * Read from the device, so a hut without network prints too.
 */
export function LabelsPage() {
  const [params] = useSearchParams();
  const productId = productParam(params.get('produkt'));
  const hut = useAppSelector(selectCompanyName) ?? '';
  const [sheet, setSheet] = useState<LabelSheetId>(DEFAULT_SHEET);
  const labels = useHutQuery(
    (db, companyId) => hutUnitLabels(db, companyId, productId),
    [productId],
  );
  const spec = LABEL_SHEETS[sheet];
  const list = labels.state === 'ready' ? labels.data : null;
  const heading = productId !== null && list?.[0] ? t.forProduct(list[0].product) : t.title;

  return (
    <div className="page labels-page">
      <div className="labels-page__controls">
        <h1>{heading}</h1>
        <p>{t.intro}</p>
        <div className="labels-page__row">
          <FormField
            select
            label={t.sheet}
            value={sheet}
            onChange={(e) => {
              if (isSheetId(e.target.value)) setSheet(e.target.value);
            }}
          >
            {Object.entries(LABEL_SHEETS).map(([id, s]) => (
              <option key={id} value={id}>
                {s.label}
              </option>
            ))}
          </FormField>
          <button
            type="button"
            className="btn btn--primary"
            disabled={!list || list.length === 0}
            onClick={() => window.print()}
          >
            {t.print}
          </button>
        </div>
        {list && <p role="status">{list.length ? t.count(list.length) : t.none}</p>}
        {!list && <p role="status">{t.loading}</p>}
      </div>
      {list && list.length > 0 && (
        <section className="label-sheets" aria-label={t.sheetCaption}>
          {pagesOf(list, sheet).map((page, i) => (
            <div
              key={i}
              className="label-sheet"
              style={{
                gridTemplateColumns: `repeat(${spec.columns}, ${spec.width}mm)`,
                gridAutoRows: `${spec.height}mm`,
              }}
            >
              {page.map((label) => (
                <Label key={label.unitId} label={label} hut={hut} />
              ))}
            </div>
          ))}
        </section>
      )}
    </div>
  );
}

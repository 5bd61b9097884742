import { HutDataGate } from './hut-data-gate';
import { StockCounter } from './stock-counter';
import { stockTexts as t } from '../../i18n/nb/stock';
import './stock.css';

/** Lagerbeholdning (SPEC §2, §4): lender, stock and cart, read from this device (Dexie). */
export function StockPage() {
  return (
    <div className="page stock-page">
      <h1>{t.title}</h1>
      <p className="stock-page__intro">{t.intro}</p>
      <HutDataGate>{(companyId) => <StockCounter companyId={companyId} />}</HutDataGate>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { AlertBanner } from '../../app/components/alert-banner';
import { selectSelectedLenderId } from '../../app/counter/counter-slice';
import { useAppSelector } from '../../app/hooks';
import { HutDataGate } from '../stock';
import { CartView } from './cart-view';
import { cartTexts as t } from './texts';
import './cart.css';

/** Lånekurv (SPEC §2, §4): the chosen lender's draft loan, read from this device (Dexie). */
export function CartPage() {
  const lenderId = useAppSelector(selectSelectedLenderId);
  return (
    <div className="page cart-page">
      <h1>{t.title}</h1>
      {lenderId === null ? (
        <>
          <AlertBanner kind="error">{t.noLender}</AlertBanner>
          <p>
            <Link to="/lagerbeholdning">{t.toStock}</Link>
          </p>
        </>
      ) : (
        <HutDataGate>
          {(companyId) => <CartView companyId={companyId} lenderId={lenderId} />}
        </HutDataGate>
      )}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { selectSelectedBorrowerId } from '../stock';
import { useAppSelector } from '../../state/hooks';
import { selectHasCompany } from '../../state/session/selectors';
import { HutDataGate } from '../stock';
import { CartView } from './cart-view';
import { cartTexts as t } from '../../i18n/nb/cart';
import './cart.css';
import { paths } from '../../lib/paths';

/** Lånekurv (SPEC §2, §4): the chosen lender's draft loan, read from this device (Dexie). */
export function CartPage() {
  const borrowerId = useAppSelector(selectSelectedBorrowerId);
  const atAHut = useAppSelector(selectHasCompany);
  return (
    <div className="page cart-page">
      <h1>{t.title}</h1>
      {!atAHut ? (
        // A borrower (or staff without a chosen hut) cannot lend: no way into the counter here.
        <>
          <p>{t.notStaff}</p>
          <p>
            <Link to={paths.myPage}>{t.toMyPage}</Link>
          </p>
        </>
      ) : borrowerId === null ? (
        <>
          <AlertBanner kind="error">{t.noBorrower}</AlertBanner>
          <p>
            <Link to={paths.stock}>{t.toStock}</Link>
          </p>
        </>
      ) : (
        <HutDataGate>
          {(companyId) => <CartView companyId={companyId} borrowerId={borrowerId} />}
        </HutDataGate>
      )}
    </div>
  );
}

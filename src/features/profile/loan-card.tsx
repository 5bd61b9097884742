import { QrCode } from '../../components/ui/qr-code';
import { profileTexts } from '../../i18n/nb/profile';
import { personCardCode } from '../../shared/domain/equipment';

const t = profileTexts.card;

/**
 * The borrower's card: a QR code the counter scans to choose them (no spelling of names at a
 * busy counter). Derived from the person's id, so it shows offline too.
 */
export function LoanCard({ userId }: { userId: number }) {
  const code = personCardCode(userId);
  return (
    <section className="card my-page__section loan-card" aria-labelledby="loan-card-heading">
      <h2 id="loan-card-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      <div className="loan-card__code">
        <QrCode text={code} label={t.qrLabel(code)} />
        <span className="loan-card__text">{code}</span>
      </div>
    </section>
  );
}

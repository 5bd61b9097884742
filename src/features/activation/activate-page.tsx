import { Link, useParams } from 'react-router-dom';
import { t } from '../../app/i18n/nb';
import { idSchema } from '../../shared/contracts/common';

/** /activate/:loanerId, outside the main layout (SPEC §2). */
export function ActivatePage() {
  const { loanerId } = useParams();
  const id = idSchema.safeParse(loanerId);
  return (
    <main id="main" className="page page--narrow standalone" tabIndex={-1}>
      <h1>{t.activate.title}</h1>
      {id.success ? (
        <p>{t.activate.text(String(id.data))}</p>
      ) : (
        <p className="field-error">{t.activate.invalid}</p>
      )}
      <p>
        <Link to="/dashboard">{t.activate.back}</Link>
      </p>
    </main>
  );
}

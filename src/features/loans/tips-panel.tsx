import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AwaitingActivationPicker } from './awaiting-activation-picker';
import { loansTexts as t } from '../../i18n/nb/loans';
import { paths } from '../../lib/paths';

/** SPEC §2: the toggleable 'TIPS OG HJELP' panel of Utlånsoversikt. */
export function TipsPanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="loans-tips" aria-label={t.tipsHeading}>
      <div className="button-row">
        <button
          type="button"
          className="btn btn--ghost"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t.hideTips : t.showTips}
        </button>
        <AwaitingActivationPicker />
      </div>
      <div id={panelId} className="loans-tips__panel card" hidden={!open}>
        <h2 className="loans-tips__title">{t.tipsHeading}</h2>
        <h3>{t.tipLendHeading}</h3>
        <p>
          {t.tipLend} <Link to={paths.stock}>{t.tipLendLink}</Link>
        </p>
        <h3>{t.tipReturnHeading}</h3>
        <p>{t.tipReturn}</p>
        <h3>{t.tipActivateHeading}</h3>
        <p>{t.tipActivate}</p>
        <h3>{t.tipNotFoundHeading}</h3>
        <p>{t.tipNotFound}</p>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../api/error-mapping';
import { usePublicDataQuery } from '../../api/public-data-api';
import { useSetCompanyMutation } from '../../api/session-api';
import { AlertBanner } from '../../components/ui/alert-banner';
import { useAppSelector } from '../../state/hooks';
import { chooseHutTexts } from '../../i18n/nb/choose-hut';
import { selectStaffCompanies, selectUser } from '../../state/session/selectors';
import type { CompanyRole } from '../../shared/contracts/common';
import { paths } from '../../lib/paths';
import './misc.css';

interface Choice {
  id: number;
  name: string;
  role: CompanyRole;
}

/** /velgfirma: pick the hut to work in (admin/staff huts; a network admin sees all). */
export function ChooseCompanyPage() {
  const user = useAppSelector(selectUser);
  const staffCompanies = useAppSelector(selectStaffCompanies);
  const networkAdmin = user?.is_network_admin === true;
  const { data, isLoading } = usePublicDataQuery(undefined, { skip: !networkAdmin });
  const [setCompany, { isLoading: saving, originalArgs }] = useSetCompanyMutation();
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  const choices: Choice[] = networkAdmin
    ? (data?.companies ?? []).map((c) => ({ id: c.id, name: c.name, role: 'admin' }))
    : staffCompanies;

  const choose = async (id: number) => {
    setError(null);
    try {
      await setCompany(id).unwrap();
      await navigate(paths.dashboard);
    } catch (e) {
      setError(errorText(e, chooseHutTexts.failed));
    }
  };

  return (
    <div className="page page--narrow">
      <h1>{chooseHutTexts.title}</h1>
      <p>{chooseHutTexts.intro}</p>
      {error && (
        <AlertBanner kind="error" onClose={() => setError(null)}>
          {error}
        </AlertBanner>
      )}
      {networkAdmin && isLoading ? (
        <p role="status">{chooseHutTexts.loading}</p>
      ) : choices.length === 0 ? (
        <p>{chooseHutTexts.none}</p>
      ) : (
        <ul className="choice-list">
          {choices.map((c) => {
            const current = user?.company_id === c.id;
            return (
              <li key={c.id}>
                <button
                  type="button"
                  className="choice-list__button"
                  aria-current={current ? 'true' : undefined}
                  disabled={saving}
                  onClick={() => void choose(c.id)}
                >
                  <span className="choice-list__name">{c.name}</span>
                  <span className="choice-list__meta">
                    {chooseHutTexts.role[c.role]}
                    {current && ` · ${chooseHutTexts.current}`}
                    {saving && originalArgs === c.id && ' …'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

import { errorText } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { useOnline } from '../../components/ui/use-online';
import { reservationTexts } from '../../i18n/nb/reservations';
import { useAppSelector } from '../../state/hooks';
import { selectIsHutAdmin } from '../../state/session/selectors';
import { ReservationSettingsForm } from './reservation-settings-form';
import { useHutSettingsQuery } from './reservations-api';
import './reservations.css';

const t = reservationTexts.settings;

/** /reservasjoner: the hut's booking rules; its admin changes them, staff read them. */
export function ReservationSettingsPage() {
  const hut = useAppSelector((s) => s.session.user?.company_id ?? null);
  const canEdit = useAppSelector(selectIsHutAdmin);
  const online = useOnline();
  const query = useHutSettingsQuery(hut ?? 0, {
    skip: hut === null,
    refetchOnMountOrArgChange: true,
  });
  return (
    <div className="page page--narrow">
      <h1>{t.title}</h1>
      <p className="reservation-settings__intro">{t.intro}</p>
      {!canEdit && <p className="reservation-settings__hint">{t.adminOnly}</p>}
      {hut === null ? null : query.isError ? (
        <AlertBanner kind="error">{errorText(query.error, t.loadFailed)}</AlertBanner>
      ) : !query.data ? (
        <p role="status">{t.loading}</p>
      ) : (
        <section className="card">
          <ReservationSettingsForm
            key={hut}
            hut={hut}
            settings={query.data}
            canEdit={canEdit}
            online={online}
          />
        </section>
      )}
    </div>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { networkTexts as t } from '../../i18n/nb/network';
import type { NetworkHut } from '../../shared/contracts/network';
import { AppointAdminDialog } from './appoint-admin-dialog';
import { HutFormDialog } from './hut-form-dialog';
import { HutStatusDialog } from './hut-status-dialog';
import { useNetworkHutsQuery } from './network-api';
import { LoadFailed } from './load-failed';
import { NetworkFrame } from './network-frame';
import { placeOf, sortHuts } from './network-format';
import { RetentionSection } from './retention-form';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'appoint' | 'status'; hutId: number };

/** /nettverk: every hut of the network, created, edited, given admins, taken out of service. */
export function NetworkHutsPage() {
  const { data, isLoading, isError, refetch } = useNetworkHutsQuery();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const huts = useMemo(() => sortHuts(data?.huts ?? []), [data]);
  const open = useCallback((next: Dialog) => {
    setNotice(null);
    setDialog(next);
  }, []);
  const close = () => setDialog(null);
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
  };
  const columns = useMemo(() => hutColumns(open), [open]);
  const chosen =
    dialog && dialog.kind !== 'create' ? huts.find((h) => h.id === dialog.hutId) : null;

  return (
    <NetworkFrame title={t.huts.title}>
      <p>{t.huts.intro}</p>
      {notice && (
        <AlertBanner kind="success" onClose={() => setNotice(null)}>
          {notice}
        </AlertBanner>
      )}
      <div className="button-row network-toolbar">
        <button type="button" className="btn btn--primary" onClick={() => open({ kind: 'create' })}>
          {t.huts.create}
        </button>
      </div>
      {isLoading ? (
        <p role="status">{t.huts.loading}</p>
      ) : isError || !data ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : huts.length === 0 ? (
        <p>{t.huts.none}</p>
      ) : (
        <div className="network-table">
          <DataTable
            caption={t.huts.caption(huts.length, huts.filter((h) => h.status === 'active').length)}
            columns={columns}
            rows={huts}
            rowKey={(hut) => hut.id}
            rowClassName={(hut) => (hut.status === 'active' ? undefined : 'network-row--inactive')}
          />
        </div>
      )}
      {dialog?.kind === 'create' && <HutFormDialog hut={null} onClose={close} onSaved={done} />}
      {chosen && dialog?.kind === 'edit' && (
        <HutFormDialog hut={chosen} onClose={close} onSaved={done} />
      )}
      {chosen && dialog?.kind === 'appoint' && (
        <AppointAdminDialog hut={chosen} onClose={close} onAppointed={done} />
      )}
      {chosen && dialog?.kind === 'status' && (
        <HutStatusDialog hut={chosen} onClose={close} onChanged={done} />
      )}
      <RetentionSection />
    </NetworkFrame>
  );
}

function hutColumns(open: (dialog: Dialog) => void): DataTableColumn<NetworkHut>[] {
  const action = (label: string, hut: NetworkHut, kind: 'edit' | 'appoint' | 'status') => (
    <button
      type="button"
      className="btn btn--secondary network-action"
      aria-label={t.huts.actionFor(label, hut.name)}
      onClick={() => open({ kind, hutId: hut.id })}
    >
      {label}
    </button>
  );
  return [
    {
      id: 'hut',
      header: t.huts.hut,
      rowHeader: true,
      cell: (hut) => (
        <>
          <span className="network-hut__name">{hut.name}</span>
          <span className="network-muted">{hut.address}</span>
        </>
      ),
    },
    {
      id: 'place',
      header: t.huts.place,
      cell: (hut) => (
        <>
          {placeOf(hut)}
          <span className="network-muted">{hut.county}</span>
        </>
      ),
    },
    {
      id: 'admins',
      header: t.huts.admins,
      cell: (hut) => (
        <>
          {/* Shown where the rows stack as cards (narrow screens) and the header is gone. */}
          <span className="network-cell-label">{t.huts.adminsLabel}</span>
          {hut.admins.length === 0 ? (
            <span className="network-muted">{t.huts.noAdmins}</span>
          ) : (
            <ul className="network-admins">
              {hut.admins.map((admin) => (
                <li key={admin.id}>
                  {admin.name}
                  <span className="network-muted">{admin.email}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: t.huts.status,
      cell: (hut) => (
        <span className={`network-badge network-badge--${hut.status}`}>
          {t.huts.statusName[hut.status]}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t.huts.actions,
      cell: (hut) => (
        <div className="network-actions">
          {action(t.huts.edit, hut, 'edit')}
          {action(t.huts.appoint, hut, 'appoint')}
          {action(hut.status === 'active' ? t.huts.deactivate : t.huts.activate, hut, 'status')}
        </div>
      ),
    },
  ];
}

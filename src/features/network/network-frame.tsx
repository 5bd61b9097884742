import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { networkTexts as t } from '../../i18n/nb/network';
import { paths } from '../../lib/paths';
import { useInboxQuery } from './network-api';
import './network.css';

/** The network admin's screens: the heading, the two sections (huts, inbox) and the page. */
export function NetworkFrame({ title, children }: { title: string; children: ReactNode }) {
  const { data } = useInboxQuery(undefined);
  const fresh = data?.counts.new ?? 0;
  return (
    <div className="page network">
      <nav className="network-tabs" aria-label={t.sections}>
        <NavLink to={paths.network} end className="network-tabs__link">
          {t.hutsTab}
        </NavLink>
        <NavLink to={paths.networkStatistics} className="network-tabs__link">
          {t.statisticsTab}
        </NavLink>
        <NavLink to={paths.networkInbox} className="network-tabs__link">
          {t.inboxTab}
          {fresh > 0 && <span className="network-tabs__count">{t.inboxTabNew(fresh)}</span>}
        </NavLink>
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { t } from '../i18n/nb';
import { AdminNav } from './admin-nav';
import { LogoIcon } from './icons';
import { LogoutBanner } from './logout-banner';
import { PublicNav } from './public-nav';
import { ThemeToggle } from './theme-toggle';
import { UserArea } from './user-area';

export function Header() {
  return (
    <header className="site-header">
      <LogoutBanner />
      <div className="site-header__bar">
        <Link to="/hjem" className="brand">
          <LogoIcon />
          <span className="brand__name">{t.appName}</span>
        </Link>
        <div className="site-header__tools">
          <ThemeToggle />
          <UserArea />
        </div>
      </div>
      <div className="site-header__navs">
        <PublicNav />
        <AdminNav />
      </div>
    </header>
  );
}

import { Link } from 'react-router-dom';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import { paths } from '../../lib/paths';

export function CategoryNotFound() {
  return (
    <div className="page catalogue-page catalogue-not-found">
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <p className="catalogue-links">
        <Link to={paths.home}>{t.backHome}</Link>
        <Link to={paths.allProducts}>{t.seeAllProducts}</Link>
      </p>
    </div>
  );
}

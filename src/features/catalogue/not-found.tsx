import { Link } from 'react-router-dom';
import { catalogueTexts as t } from './texts';

export function CategoryNotFound() {
  return (
    <div className="page catalogue-page catalogue-not-found">
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <p className="catalogue-links">
        <Link to="/hjem">{t.backHome}</Link>
        <Link to="/alleprodukter">{t.seeAllProducts}</Link>
      </p>
    </div>
  );
}

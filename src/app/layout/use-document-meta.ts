import { useEffect } from 'react';
import { shellTexts } from '../../i18n/nb/shell';
import { documentTitle, type RouteMeta } from '../routes/route-meta';

/** Route metadata → document.title and <meta name="description"> (SPEC §2). */
export function useDocumentMeta(
  meta: RouteMeta | null,
  params: Readonly<Record<string, string | undefined>>,
): void {
  const title = documentTitle(meta, params);
  const description = meta?.description ?? shellTexts.defaultDescription;

  useEffect(() => {
    document.title = title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}

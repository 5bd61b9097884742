import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { t } from '../i18n/nb';
import { deepestMeta, documentTitle } from '../route-meta';

/** Route metadata → document.title and <meta name="description"> (SPEC §2). */
export function useDocumentMeta(): void {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const meta = deepestMeta(matches.map((m) => m.handle));
  const title = documentTitle(meta, last?.params ?? {});
  const description = meta?.description ?? t.defaultDescription;

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

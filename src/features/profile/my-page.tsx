import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session/selectors';

/**
 * Started as soon as the route's chunk runs. The route chunk stays this small, so the first
 * visit's preload map names one chunk for Min side rather than everything the screen needs
 * (forms, the device store, the contracts); see the JS budget in docs/architecture.md.
 */
const view = import('./my-page-view');
const MyPageView = lazy(async () => ({ default: (await view).MyPageView }));

/** Min side (/minside): the signed-in person's own page. */
export function MyPage() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <MyPageView userId={user.id} />
    </Suspense>
  );
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen loaded as its own chunk when first shown: `lazyScreen(() => import('…/x-page'),
 * 'XPage')`. Navigations run in a transition, so the previous screen stays until it is ready.
 */
export function lazyScreen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}

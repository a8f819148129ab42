import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component of a chunk fetched the first time it renders: React's `lazy`, picking a named export.
 * The parts of the shell the home route never shows (route guards, the area screens' table, the
 * mobile-binding question) come this way, so the home route's first load does not carry them.
 */
export function onDemand<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

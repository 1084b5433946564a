import { type ComponentType, lazy, useState } from 'react';

/**
 * React.lazy that can be loaded ahead of rendering. Once its module is in, the component renders
 * directly instead of suspending: a server-rendered page (decision 014) is then replaced by the
 * same layout in one commit, with no loading fallback in between, and a landing page appears in
 * the same commit as the shell. `preload()` may be called any number of times.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded as ComponentType<P> })));
  function Preloadable(props: P) {
    // Chosen once per mount, so a component never switches from the lazy wrapper to the module
    // itself (a different component type would remount it and lose its state).
    const [Component] = useState(() => Loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload, isLoaded: () => Loaded !== undefined });
}

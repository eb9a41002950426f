import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

/** Handlers the placeholder trigger must spread on its button. */
export interface DeferredTriggerHandlers {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

type Loader<P> = () => Promise<{ default: ComponentType<P & { defaultOpened?: boolean }> }>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one lazy component per loader, whatever its props
const cache = new Map<unknown, ComponentType<any>>();

/**
 * A dropdown menu whose code (Mantine Menu, Popover, floating-ui) loads on first use: until then a
 * look-alike trigger is rendered; pointing at or focusing it prefetches, clicking it swaps in the real
 * menu already open (focus moves into the dropdown, and back to the trigger when it closes).
 */
export function DeferredMenu<P extends object>({ load, props, placeholder }: {
  load: Loader<P>;
  props: P;
  placeholder: (handlers: DeferredTriggerHandlers) => ReactElement;
}) {
  const [open, setOpen] = useState(false);
  let Full = cache.get(load);
  if (!Full) {
    Full = lazy(load);
    cache.set(load, Full);
  }
  const prefetch = () => void load();
  const trigger = placeholder({ onClick: () => setOpen(true), onPointerEnter: prefetch, onFocus: prefetch });
  if (!open) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Full {...props} defaultOpened />
    </Suspense>
  );
}

import { Button } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useDeferredComponent } from '@/hooks/use-deferred-component';

interface DeferredButtonProps<P> {
  /** The real button's module (a stable, module-level function). */
  load: () => Promise<{ default: ComponentType<P & { pressedAtStart: boolean }> }>;
  props: P;
  label: string;
  ariaLabel: string;
  size?: 'xs' | 'sm';
  disabled?: boolean;
  /** Load the real button now rather than on the first press (a signed-in reader, whose button shows a state). */
  eager?: boolean;
}

/**
 * A plain button standing in for one whose code the page does not carry (Save, Follow: a dialog, a sign-in prompt,
 * the account's folders and alerts). The first press fetches it and hands the press on; `eager` fetches it at once.
 * A first-time visitor to a document thus downloads a few hundred bytes for them, not kilobytes.
 */
export function DeferredButton<P>({
  load,
  props,
  label,
  ariaLabel,
  size = 'sm',
  disabled,
  eager = false,
}: DeferredButtonProps<P>) {
  const [pressed, setPressed] = useState(false);
  const real = useDeferredComponent(load, pressed || eager);
  if (real.Component) return <real.Component {...props} pressedAtStart={pressed} />;
  return (
    <Button
      size={size}
      variant="default"
      aria-label={ariaLabel}
      aria-haspopup="dialog"
      disabled={disabled}
      loading={pressed && !real.failed}
      onClick={() => {
        if (real.failed) real.retry();
        setPressed(true);
      }}
    >
      {label}
    </Button>
  );
}

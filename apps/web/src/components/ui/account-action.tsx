import { Box } from '@mantine/core';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useDeferredComponent } from '@/hooks/use-deferred-component';
import { useSession } from '@/lib/auth';

// Fetched only when a signed-out visitor presses such a button.
const loadSignInPrompt = () => import('./sign-in-prompt').then((module) => ({ default: module.SignInPrompt }));

export interface ActionDialogProps {
  opened: boolean;
  onClose: () => void;
}

interface AccountActionProps<P> {
  /** The button, given what to do when pressed and whether the dialog's code is still on its way. */
  button: (control: { onClick: () => void; loading: boolean }) => ReactNode;
  /** What a signed-out visitor is told: this lives in an account. */
  signIn: { title: string; text: ReactNode };
  /** The dialog's module (a stable, module-level function): fetched on the first press, not with the page. */
  loadDialog: () => Promise<{ default: ComponentType<P & ActionDialogProps> }>;
  dialogProps: P;
  /** The press that loaded this button (components/ui/deferred-button.tsx): acted on at once. */
  pressedAtStart?: boolean;
}

/**
 * A button for something kept in an account (Save, Follow): signed in, it opens its dialog, whose code arrives on
 * the first press; signed out, a sign-in prompt appears in place (in a wrapping row, on a line of its own). Neither
 * the dialog nor the prompt weighs on the page until then.
 */
export function AccountAction<P>({
  button,
  signIn,
  loadDialog,
  dialogProps,
  pressedAtStart = false,
}: AccountActionProps<P>) {
  const { user } = useSession();
  const [opened, setOpened] = useState(pressedAtStart && !!user);
  const [prompting, setPrompting] = useState(pressedAtStart && !user);
  const dialog = useDeferredComponent(loadDialog, opened);
  const prompt = useDeferredComponent(loadSignInPrompt, prompting && !user);
  const Dialog = dialog.Component;
  const Prompt = prompt.Component;
  return (
    <>
      {button({
        loading: opened && !Dialog && !dialog.failed,
        onClick: () => {
          if (!user) return setPrompting(true);
          if (dialog.failed) dialog.retry();
          setOpened(true);
        },
      })}
      {Prompt && prompting && !user && (
        <Box style={{ flexBasis: '100%' }}>
          <Prompt title={signIn.title} onDismiss={() => setPrompting(false)}>
            {signIn.text}
          </Prompt>
        </Box>
      )}
      {Dialog && <Dialog {...dialogProps} opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}

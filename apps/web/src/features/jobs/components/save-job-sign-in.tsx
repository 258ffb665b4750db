import { SignInPrompt } from '@/components/ui/sign-in-prompt';

/** Shown in a job's card when a signed-out visitor chooses Save Job: saved jobs live in an account. */
export function SaveJobSignIn({ jobTitle, onDismiss }: { jobTitle: string; onDismiss: () => void }) {
  return (
    <SignInPrompt title="Sign in to save jobs" onDismiss={onDismiss}>
      Saved jobs are kept in your account, on your dashboard. Sign in and you come back here to save “{jobTitle}”.
    </SignInPrompt>
  );
}

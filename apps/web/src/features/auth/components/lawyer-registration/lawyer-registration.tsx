import { Paper, Stepper } from '@mantine/core';
import { useState } from 'react';
import type { RollEntry } from '@batas/shared/contracts/auth';
import { AccountStep } from './account-step';
import { DocumentsStep } from './documents-step';
import { RollStep } from './roll-step';

/**
 * /register/lawyer in three steps: roll number, account details, documents. Step 3 only
 * when the server says requiresVerification; otherwise, and on 'Skip for Now', the user goes to the dashboard.
 */
export function LawyerRegistration({ onFinished }: { onFinished: () => void }) {
  const [step, setStep] = useState(0);
  const [entry, setEntry] = useState<RollEntry | null>(null);

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md">
      <Stepper active={step} allowNextStepsSelect={false} size="sm">
        <Stepper.Step label="Roll number" description="Validate">
          <RollStep entry={entry} onValidated={setEntry} onNext={() => setStep(1)} />
        </Stepper.Step>
        <Stepper.Step label="Account" description="Your details">
          <AccountStep
            rollNumber={entry?.rollNumber ?? ''}
            onBack={() => setStep(0)}
            onRegistered={(requiresVerification) => (requiresVerification ? setStep(2) : onFinished())}
          />
        </Stepper.Step>
        <Stepper.Step label="Documents" description="Verification">
          <DocumentsStep onSkip={onFinished} onDone={onFinished} />
        </Stepper.Step>
      </Stepper>
    </Paper>
  );
}

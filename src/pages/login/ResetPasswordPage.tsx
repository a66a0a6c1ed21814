import { useState } from 'react';
import { Stack, Step, StepLabel, Stepper } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { FormAlert } from './FormAlert';
import { LoginLayout } from './LoginLayout';
import { NewPasswordStep } from './NewPasswordStep';
import type { ResetPageState } from './RecoverPasswordPage';
import { SecureCodeStep, type VerifiedCode } from './SecureCodeStep';

const stateOf = (state: unknown): ResetPageState =>
  typeof state === 'object' && state !== null ? (state as ResetPageState) : {};

/** Password reset at /reset-password: the e-mailed secure code first, then the new password. */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const { userName, codeSent } = stateOf(useLocation().state);
  const [verified, setVerified] = useState<VerifiedCode | null>(null);

  return (
    <LoginLayout
      title={translate('login.reset.title')}
      description={
        verified
          ? translate('login.reset.passwordIntro', { userName: verified.userName })
          : translate('login.reset.codeIntro')
      }
    >
      <Stepper activeStep={verified ? 1 : 0} sx={{ mb: 3 }}>
        <Step>
          <StepLabel>{translate('login.reset.stepCode')}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{translate('login.reset.stepPassword')}</StepLabel>
        </Step>
      </Stepper>
      {verified ? (
        <NewPasswordStep {...verified} />
      ) : (
        <Stack spacing={2.5}>
          {codeSent && <FormAlert message="login.reset.codeSent" severity="info" />}
          <SecureCodeStep initialUserName={userName} onVerified={setVerified} />
        </Stack>
      )}
    </LoginLayout>
  );
};

import { Box, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'ra-core';
import {
  PASSWORD_MIN_LENGTH,
  checkPassword,
  confirmationMatches,
  passwordRuleNames,
} from '../../../resources/identity/passwordRules';

interface Props {
  password: string;
  confirmation: string;
}

/** The live checklist of the password rules (spec section 5) and of the confirmation. */
export const PasswordChecklist = ({ password, confirmation }: Props) => {
  const translate = useTranslate();
  const met = checkPassword(password);
  const items = [
    ...passwordRuleNames.map((rule) => ({ key: rule, ok: met[rule] })),
    { key: 'match', ok: confirmationMatches(password, confirmation) },
  ];
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1.5 }}>
      <Typography id="password-rules-title" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {translate('login.password.rulesTitle')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="password-rules-title"
        sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'grid', gap: 0.5 }}
      >
        {items.map(({ key, ok }) => (
          <Box
            component="li"
            key={key}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: ok ? 'success.main' : 'text.secondary',
              typography: 'body2',
            }}
          >
            {ok ? (
              <CheckCircleIcon fontSize="small" titleAccess={translate('login.password.met')} />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" titleAccess={translate('login.password.unmet')} />
            )}
            {translate(`login.password.rules.${key}`, { min: PASSWORD_MIN_LENGTH })}
          </Box>
        ))}
      </Box>
    </Box>
  );
};

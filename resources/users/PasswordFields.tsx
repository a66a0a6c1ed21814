import { Box, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'ra-core';
import { PasswordInput } from 'ra-ui-materialui';
import { useWatch } from 'react-hook-form';
import { checkPassword, passwordRuleNames } from '../identity/passwordRules';

/** The password and its confirmation, with the rules of spec section 5 ticked as they are met. */
export const PasswordFields = ({ creating }: { creating: boolean }) => {
  const translate = useTranslate();
  const password = useWatch({ name: 'password' }) as string | null | undefined;
  const results = checkPassword(password ?? '');
  return (
    <Box className="full-row" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 280 }}>
        <PasswordInput
          source="password"
          label={translate(creating ? 'resources.users.fields.password' : 'settings.users.newPassword')}
          isRequired={creating}
          autoComplete="new-password"
          helperText={creating ? false : 'settings.users.keepPassword'}
        />
        <PasswordInput
          source="passwordConfirmation"
          label="settings.users.confirmPassword"
          isRequired={creating}
          autoComplete="new-password"
        />
      </Box>
      <List dense aria-label={translate('settings.users.rulesTitle')} sx={{ pt: 0 }}>
        {passwordRuleNames.map((rule) => (
          <ListItem key={rule} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {results[rule] ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess={translate('settings.users.ruleMet')} />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" titleAccess={translate('settings.users.ruleMissing')} />
              )}
            </ListItemIcon>
            <ListItemText primary={translate(`settings.users.rules.${rule}`)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};

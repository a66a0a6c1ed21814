import { Link, type SxProps, type Theme } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  /** Message key of the text. */
  label?: string;
  /** Goes back within the page (the 2FA step) instead of navigating to '/'. */
  onClick?: () => void;
  disabled?: boolean;
}

const sx: SxProps<Theme> = { display: 'inline-flex', alignItems: 'center', gap: 0.5, verticalAlign: 'middle' };

/** The 'back to sign in' link of the login flow's cards. */
export const BackToLoginLink = ({ label = 'login.recover.back', onClick, disabled }: Props) => {
  const translate = useTranslate();
  const content = (
    <>
      <ArrowBackIcon fontSize="inherit" />
      {translate(label)}
    </>
  );
  return onClick ? (
    <Link
      component="button"
      type="button"
      variant="body2"
      underline="hover"
      onClick={onClick}
      disabled={disabled}
      sx={sx}
    >
      {content}
    </Link>
  ) : (
    <Link component={RouterLink} to="/" variant="body2" underline="hover" sx={sx}>
      {content}
    </Link>
  );
};

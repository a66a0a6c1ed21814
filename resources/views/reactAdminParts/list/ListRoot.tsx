import { styled } from '@mui/material/styles';
import { listClasses } from './listClasses';

/** react-admin's list root and its classes' layout, themed as `RaList` (src/theme.ts overrides it). */
export const ListRoot = styled('div', {
  name: 'RaList',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  [`& .${listClasses.main}`]: { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  [`& .${listClasses.content}`]: {
    position: 'relative',
    [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
    overflow: 'inherit',
  },
  [`& .${listClasses.noActions}`]: { marginTop: '1em' },
  [`& .${listClasses.noResults}`]: { flex: 1 },
}));

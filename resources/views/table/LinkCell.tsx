import type { MouseEvent } from 'react';
import Link from '@mui/material/Link';
import { useRecordContext } from 'ra-core';

const stopRowClick = (event: MouseEvent) => event.stopPropagation();
/** Only web addresses become links: a stored `javascript:` value stays text. */
const WEB_ADDRESS = /^https?:\/\//i;

/**
 * An e-mail address or a web address in a list cell, as react-admin's EmailField and UrlField
 * draw them (a link that does not open the row; a web address in a new tab), without the field
 * components' chunk; empty for no value.
 */
export const LinkCell = ({ path, format }: { path: string; format: 'email' | 'url' }) => {
  const record = useRecordContext();
  const value: unknown = record?.[path];
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  if (format === 'url' && !WEB_ADDRESS.test(text)) return text;
  return format === 'email' ? (
    <Link href={`mailto:${text}`} onClick={stopRowClick} variant="body2">
      {text}
    </Link>
  ) : (
    <Link href={text} onClick={stopRowClick} variant="body2" target="_blank" rel="noreferrer">
      {text}
    </Link>
  );
};

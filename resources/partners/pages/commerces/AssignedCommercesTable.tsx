import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useGetMany, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { commerces, type Commerce } from '../../../commerces/schema';

interface Props {
  ids: readonly number[];
  /** Absent for readers: no remove buttons. */
  onUnassign?: (id: number) => void;
  disabled: boolean;
}

/** The partner's assigned commerces, each linked to its page, with a remove button for writers. */
export const AssignedCommercesTable = ({ ids, onUnassign, disabled }: Props) => {
  const translate = useTranslate();
  const { data = [] } = useGetMany<Commerce>(commerces.resource, { ids: [...ids] }, { enabled: ids.length > 0 });
  if (ids.length === 0) return null;
  return (
    <Table size="small" aria-label={translate('partnerPages.commerces.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('partnerPages.commerces.name')}</TableCell>
          <TableCell>{translate('partnerPages.commerces.merchantId')}</TableCell>
          <TableCell>{translate('partnerPages.commerces.city')}</TableCell>
          {onUnassign && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((commerce) => (
          <TableRow key={commerce.id}>
            <TableCell>
              <Link to={`/${commerces.resource}/${commerce.id}/show`}>{commerce.name}</Link>
            </TableCell>
            <TableCell>{commerce.merchantId}</TableCell>
            <TableCell>{(commerce.address as { city?: string } | undefined)?.city}</TableCell>
            {onUnassign && (
              <TableCell align="right">
                <Tooltip title={translate('partnerPages.commerces.unassign')}>
                  <IconButton
                    aria-label={translate('partnerPages.commerces.unassignNamed', { name: commerce.name })}
                    disabled={disabled}
                    onClick={() => onUnassign(Number(commerce.id))}
                  >
                    <LinkOffIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import { useRecordContext, useTranslate } from 'ra-core';
import { DeferredTooltip } from '../reactAdminParts/firstPaint/DeferredTooltip';

/** As react-admin's BooleanField's root: the icon in line with the row's text. */
const ICON_BOX = { display: 'inline-flex', verticalAlign: 'middle', lineHeight: 0 } as const;

/**
 * A boolean list cell as react-admin's BooleanField draws it (a check or a cross named by the
 * language's yes or no, with that tooltip), without the field components' chunk; empty for no value.
 */
export const BooleanCell = ({ path }: { path: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = record?.[path];
  if (value !== true && value !== false) return null;
  const label = translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const Icon = value ? DoneIcon : ClearIcon;
  return (
    <span style={ICON_BOX}>
      <DeferredTooltip title={label}>
        <Icon data-testid={String(value)} fontSize="small" />
      </DeferredTooltip>
    </span>
  );
};

import { useEffect, useState, type MouseEvent } from 'react';
import { useResourceContext, useTranslate } from 'ra-core';
import { Box, Button, IconButton, Popover, useMediaQuery, type Theme } from '@mui/material';
import { useRtl } from '@mui/system/RtlProvider';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { DeferredTooltip } from '../firstPaint/DeferredTooltip';
import { whenScreenSettled } from '../firstPaint/screenSettled';
import { loadChooser, useChooserWanted, wantChooser } from './chooserIntent';
import { dataTableStoreKey } from './dataTableStoreKey';

interface ColumnsChooserButtonProps {
  resource?: string;
  storeKey?: string;
}

/**
 * The list toolbar's Columns button, as react-admin's, whose popover (the chooser's container,
 * `${storeKey}-columnsSelector`, which ColumnsSelectorSlot fills) mounts as a user points at,
 * focuses or presses the button: a list's first paint does not mount a closed popover, its
 * backdrop, focus trap and transition, nor the chooser's entries (a switch per column).
 */
export const ColumnsChooserButton = (props: ColumnsChooserButtonProps) => {
  const resource = useResourceContext(props);
  const storeKey = props.storeKey || dataTableStoreKey(resource);
  const wanted = useChooserWanted(storeKey);
  // A chunk that cannot come (a new version deployed meanwhile) is asked for again on intent.
  useEffect(() => whenScreenSettled(() => void loadChooser().catch(() => undefined)), []);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isRtl = useRtl();
  const translate = useTranslate();
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = translate('ra.action.select_columns');
  const want = () => wantChooser(storeKey);
  // A click without a pointer or focus before it (a screen reader's) mounts it with the opening.
  const intent = { onPointerEnter: want, onFocus: want, onPointerDown: want };
  const open = (event: MouseEvent<HTMLElement>) => {
    want();
    setAnchor(event.currentTarget);
  };
  return (
    <Box component="span" sx={{ '& .MuiButton-sizeSmall': { lineHeight: 1.5 } }}>
      {isXSmall ? (
        <DeferredTooltip title={title}>
          <IconButton aria-label={title} color="primary" onClick={open} size="large" {...intent}>
            <ViewWeekIcon />
          </IconButton>
        </DeferredTooltip>
      ) : (
        <Button size="small" onClick={open} startIcon={<ViewWeekIcon />} {...intent}>
          {title}
        </Button>
      )}
      {(wanted || anchor) && (
        <Popover
          open={anchor !== null}
          keepMounted
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: isRtl ? 'right' : 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: isRtl ? 'right' : 'left' }}
        >
          <Box id={`${storeKey}-columnsSelector`} sx={{ px: 1, my: 0, minWidth: 200 }} />
        </Popover>
      )}
    </Box>
  );
};

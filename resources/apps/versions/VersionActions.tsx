import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useDelete, useNotify, useTranslate, useUpdate, type RaRecord } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { useState } from 'react';
import { removesLastActive, type VersionSummary } from '../../appVersions/rules';
import { versionStates } from '../../appVersions/schema';
import { useIsSystemAdministrator } from '../../appVersions/useIsSystemAdministrator';
import { PromotePilotDialog } from './PromotePilotDialog';

interface Props {
  version: RaRecord;
  versions: readonly VersionSummary[];
  onChanged: () => void;
}

/**
 * A version's state changes and its deletion (spec section 4). Actions the rules refuse are shown
 * disabled with the reason: re-enabling needs a system administrator; the last active version
 * stays active. Activating a pilot asks whether to open it to its models or keep its list.
 * Deleting asks first; the sandbox enforces the same rules.
 */
export const VersionActions = ({ version, versions, onChanged }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const admin = useIsSystemAdministrator();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [promoting, setPromoting] = useState(false);
  const [update] = useUpdate();
  const [remove, { isPending: deleting }] = useDelete();
  const id = Number(version.id);
  const disabled = version.state === 'INACTIVE';
  const done = (message: string) => ({
    onSuccess: () => {
      notify(message, { type: 'success' });
      onChanged();
    },
  });
  const change = (data: Record<string, unknown>) =>
    void update(
      'appVersions',
      { id, data, previousData: version },
      { mutationMode: 'pessimistic', ...done('market.versions.changed') },
    );
  const setState = (state: string) => {
    setAnchor(null);
    if (version.state === 'PILOT' && state === 'ACTIVE') setPromoting(true);
    else change({ state });
  };
  const reason = (state?: string) =>
    disabled && state !== 'INACTIVE' && !admin
      ? translate('market.versions.onlyAdminReenables')
      : removesLastActive(versions, id, state)
        ? translate('market.versions.lastActive')
        : undefined;
  const deleteReason = removesLastActive(versions, id) ? translate('market.versions.lastActive') : undefined;
  const name = String(version.versionName);
  return (
    <>
      <IconButton
        aria-label={translate('market.versions.actions.menu', { version: name })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {versionStates
          .filter((state) => state !== version.state)
          .map((state) => (
            <MenuItem
              key={state}
              disabled={reason(state) !== undefined}
              title={reason(state)}
              onClick={() => setState(state)}
            >
              {translate(
                disabled && state !== 'INACTIVE'
                  ? 'market.versions.actions.reenable'
                  : `market.versions.actions.${state}`,
              )}
              {disabled && state !== 'INACTIVE'
                ? ` (${translate(`resources.appVersions.choices.state.${state}`)})`
                : ''}
            </MenuItem>
          ))}
        <MenuItem
          disabled={deleteReason !== undefined}
          title={deleteReason}
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          {translate('market.versions.actions.delete')}
        </MenuItem>
      </Menu>
      {promoting && (
        <PromotePilotDialog
          version={name}
          terminals={Array.isArray(version.authorizedTerminalIds) ? version.authorizedTerminalIds.length : 0}
          onClose={() => setPromoting(false)}
          onConfirm={(keepList) => {
            setPromoting(false);
            change({ state: 'ACTIVE', keepAuthorizedTerminals: keepList });
          }}
        />
      )}
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title={translate('market.versions.confirmDelete.title', { version: name })}
        content={translate('market.versions.confirmDelete.content')}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void remove(
            'appVersions',
            { id, previousData: version },
            { mutationMode: 'pessimistic', ...done('market.versions.deleted') },
          );
        }}
      />
    </>
  );
};

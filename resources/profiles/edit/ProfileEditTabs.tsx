import { Box, Tab, Tabs } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import { SchemaForm } from '../../views/SchemaForm';
import { profiles } from '../schema';
import { ProfileStatusBanner } from './ProfileStatusBanner';
import { profileTabs } from './profileTabs';

const GENERAL = 'general';

/** The general data first, then every parameter set; the open tab is kept in the URL (`?tab=`). */
export const ProfileEditTabs = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const [search, setSearch] = useSearchParams();
  if (!record) return null;
  const profileId = Number(record.id);
  const asked = search.get('tab');
  const open = profileTabs.find((tab) => tab.name === asked);
  const select = (_: unknown, name: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (name === GENERAL) next.delete('tab');
        else next.set('tab', name);
        return next;
      },
      { replace: true },
    );
  return (
    <Box>
      <ProfileStatusBanner profileId={profileId} />
      <Tabs value={open?.name ?? GENERAL} onChange={select} variant="scrollable" scrollButtons="auto">
        <Tab value={GENERAL} label={translate('profileParameters.sections.general')} />
        {profileTabs.map((tab) => (
          <Tab key={tab.name} value={tab.name} label={translate(tab.label)} />
        ))}
      </Tabs>
      {open ? <open.Content profileId={profileId} /> : <SchemaForm schema={profiles} mode="update" />}
    </Box>
  );
};

import { useTranslate } from 'ra-core';
import { FileUrlInput } from '../../core/upload/FileUrlInput';
import { FileUrlsInput } from '../../core/upload/FileUrlsInput';
import type { ValidationMode } from '../../core/validation';
import { FieldInput } from '../../views/FieldInput';
import { fieldLabel } from '../../views/labels';
import { apps, MAX_SCREENSHOTS } from '../schema';
import { AppSection } from './AppSection';

type AppField = keyof typeof apps.fields;

const identity: AppField[] = ['name', 'packageName', 'categoryId', 'developerId', 'state', 'website'];
const pricing: AppField[] = ['hiringType', 'price'];
const flags: AppField[] = [
  'allowUninstall',
  'forceFirstLaunch',
  'allowAutoUpdate',
  'installOnTransaction',
  'showOnDesktop',
];

/** The app data tab: identity, uploaded images and terms, pricing, flags, models and texts. */
export const AppDataInputs = ({ mode }: { mode: ValidationMode }) => {
  const translate = useTranslate();
  const inputs = (names: AppField[]) =>
    names.map((name) => (
      <FieldInput key={name} resource={apps.resource} path={name} field={apps.fields[name]} mode={mode} />
    ));
  const label = (name: AppField) => translate(fieldLabel(apps.resource, name));
  return (
    <>
      <AppSection title="identity">{inputs(identity)}</AppSection>
      <AppSection title="images">
        <FileUrlInput source="icon" kind="image" label={label('icon')} />
        <FileUrlInput source="coverImage" kind="image" label={label('coverImage')} />
        <FileUrlsInput source="screenshots" kind="image" label={label('screenshots')} max={MAX_SCREENSHOTS} />
        <FileUrlInput source="termsDocument" kind="document" label={label('termsDocument')} />
      </AppSection>
      <AppSection title="pricing">{inputs(pricing)}</AppSection>
      <AppSection title="flags">{inputs(flags)}</AppSection>
      <AppSection title="targeting">{inputs(['modelIds'])}</AppSection>
      <AppSection title="texts">{inputs(['translations'])}</AppSection>
    </>
  );
};

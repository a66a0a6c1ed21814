import { parameterSections, type ParameterSection } from '../parameters/types';
import { ParameterSectionForm } from '../sections/ParameterSectionForm';
import type { ProfileTab, ProfileTabProps } from './profileTabs';

const sectionContent = (section: ParameterSection) => {
  const SectionTab = ({ profileId }: ProfileTabProps) => (
    <ParameterSectionForm profileId={profileId} section={section} />
  );
  SectionTab.displayName = `ParameterSection(${section})`;
  return SectionTab;
};

/** One tab per parameter set: hosts, batch and tips, taxes, ECR and limits, receipts, communication, keys. */
export const parameterTabs: readonly ProfileTab[] = parameterSections.map((section) => ({
  name: section,
  label: `profileParameters.sections.${section}`,
  Content: sectionContent(section),
}));

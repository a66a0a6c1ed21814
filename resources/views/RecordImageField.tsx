import { useFieldValue, useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'ra-core';
import { ImagePreview } from './ImagePreview';
import { representationText } from './representationText';

/** An image of the record (a brand's logo, a model's photo) whose text alternative names the record. */
export const RecordImageField = ({ source, label }: { source: string; label: string }) => {
  const record = useRecordContext();
  const value: unknown = useFieldValue({ source });
  const represent = useGetRecordRepresentation(useResourceContext());
  const translate = useTranslate();
  const alt = (record && representationText(represent(record))) || translate(label);
  if (typeof value !== 'string' || value === '') return null;
  return <ImagePreview src={value} alt={alt} />;
};

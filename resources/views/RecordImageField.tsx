import { useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'ra-core';
import { ImageField } from 'ra-ui-materialui';
import { representationText } from './representationText';

const IMAGE_SX = { '& img': { maxHeight: 64, objectFit: 'contain' } };

/** An image of the record (a brand's logo, a model's photo) whose text alternative names the record. */
export const RecordImageField = ({ source, label }: { source: string; label: string }) => {
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(useResourceContext());
  const translate = useTranslate();
  const alt = (record && representationText(represent(record))) || translate(label);
  return <ImageField source={source} title={alt} sx={IMAGE_SX} />;
};

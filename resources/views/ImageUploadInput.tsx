import { useRef, useState, type ChangeEvent } from 'react';
import { FieldTitle, useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'ra-ui-materialui';
import { Box, Button, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { IMAGE_MIME_TYPES, imageProblems } from '../core/imageDataUrl';
import { useFileUpload, type UploadFailure } from '../core/upload/useFileUpload';
import { ImagePreview } from './ImagePreview';

interface Props {
  source: string;
  label: string;
  helperText?: string | false;
  isRequired?: boolean;
  maxKb: number;
}

/** What the service found in a refused upload, as the drop zone words it. */
const failureText = (failure: UploadFailure, translate: (key: string, options?: object) => string) =>
  translate(failure.key, {
    ...(failure.wrongKind && {
      found: translate(`market.upload.found.${failure.wrongKind.found}`),
      expected: translate('market.upload.expected.image'),
    }),
    ...(failure.notDeclared && {
      found: translate(`market.upload.found.${failure.notDeclared.found}`),
      declared: translate(`market.upload.found.${failure.notDeclared.declared}`),
    }),
  });

/**
 * A PNG or JPG chosen from disk, uploaded through the one upload path (which checks its content)
 * and kept in the record by its address, with a preview. A file of another declared type or over
 * the size is not even sent; the service refuses the same, and content that is not what it says.
 */
export const ImageUploadInput = ({ source, label, helperText, isRequired, maxKb }: Props) => {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source, isRequired });
  const picker = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { upload, failure, setFailure } = useFileUpload('image');
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return setProblem(imageProblems.wrongType);
    if (file.size > maxKb * 1024) return setProblem(imageProblems.tooLarge);
    setProblem(null);
    const uploaded = await upload(file);
    if (!uploaded) return;
    field.onChange(uploaded.url);
    field.onBlur();
  };
  const error =
    problem ?? (failure ? failureText(failure, translate) : fieldState.invalid ? fieldState.error?.message : undefined);

  return (
    <FormControl error={Boolean(error)} margin="dense" className="image-upload-input">
      <FormLabel htmlFor={id} sx={{ fontSize: '0.8rem' }}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        {value && <ImagePreview src={value} alt={translate('reference.image.preview')} />}
        <Button id={id} size="small" variant="outlined" onClick={() => picker.current?.click()}>
          {translate(value ? 'reference.image.replace' : 'reference.image.choose')}
        </Button>
        {value && (
          <Button size="small" onClick={() => (setProblem(null), setFailure(null), field.onChange(null))}>
            {translate('reference.image.remove')}
          </Button>
        )}
        <input
          ref={picker}
          type="file"
          hidden
          accept={IMAGE_MIME_TYPES.join(',')}
          aria-label={translate(label)}
          onChange={(event) => void choose(event)}
        />
      </Box>
      <FormHelperText>
        {error ? (
          <InputHelperText error={error} helperText={false} />
        ) : (
          <>
            {translate('reference.image.hint', { max: maxKb })}
            {helperText ? (
              <>
                {' '}
                · <InputHelperText helperText={helperText} />
              </>
            ) : null}
          </>
        )}
      </FormHelperText>
    </FormControl>
  );
};

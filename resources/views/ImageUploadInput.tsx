import { useRef, useState, type ChangeEvent } from 'react';
import { FieldTitle, useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'ra-ui-materialui';
import { Box, Button, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { IMAGE_MIME_TYPES, imageProblem, imageProblems } from '../core/imageDataUrl';
import { ImagePreview } from './ImagePreview';

interface Props {
  source: string;
  label: string;
  helperText?: string | false;
  isRequired?: boolean;
  maxKb: number;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * A PNG or JPG chosen from disk, stored in the record as a data URL with a preview. The chosen
 * file is checked with the rule the form's schema and the sandbox apply (`imageProblem`); a file
 * over the size is not even read.
 */
export const ImageUploadInput = ({ source, label, helperText, isRequired, maxKb }: Props) => {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source, isRequired });
  const picker = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > maxKb * 1024) return setProblem(imageProblems.tooLarge);
    const dataUrl = await readAsDataUrl(file);
    setProblem(imageProblem(dataUrl, maxKb));
    field.onChange(dataUrl);
    field.onBlur();
  };
  const error = problem ?? (fieldState.invalid ? fieldState.error?.message : undefined);

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
          <Button size="small" onClick={() => (setProblem(null), field.onChange(null))}>
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

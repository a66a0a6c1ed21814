import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { UploadedFile } from '../../core/upload/uploadedFile';

/** What the service read from the uploaded APK, or why it does not belong to this app. */
export const UploadedApkSummary = ({ apk, expected }: { apk: UploadedFile; expected: string }) => {
  const translate = useTranslate();
  if (apk.packageName !== expected)
    return (
      <Alert severity="error" role="alert">
        {translate('market.apk.mismatch', { packageName: apk.packageName ?? '', expected })}
      </Alert>
    );
  return (
    <Alert severity="success" className="apk-manifest">
      {translate('market.apk.read', {
        packageName: apk.packageName,
        versionName: apk.versionName ?? '',
        versionCode: apk.versionCode ?? '',
      })}
    </Alert>
  );
};

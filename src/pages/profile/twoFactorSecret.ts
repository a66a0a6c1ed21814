/** The base32 secret inside an `otpauth://totp/...?secret=...` URI, for manual entry. */
export const secretOf = (uri: string): string => {
  const match = /[?&]secret=([^&#]+)/i.exec(uri);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]).toUpperCase();
  } catch {
    return match[1].toUpperCase();
  }
};

/** 'JBSW Y3DP EHPK 3PXP': groups of four are easier to type. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

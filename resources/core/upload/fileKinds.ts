/**
 * The kinds of file the console uploads (spec section 5: apk, PNG, JPG; videos and the terms
 * document beside them), what each accepts and how large it may be. The console's drop zone and
 * the sandbox read the same table, so a file the console lets through is one the service takes.
 */
export const fileKinds = ['apk', 'image', 'video', 'document'] as const;
export type FileKind = (typeof fileKinds)[number];

/** What a file's first bytes say it is; `zip` is an archive that is not an APK. */
export type SniffedType = 'apk' | 'zip' | 'png' | 'jpeg' | 'gif' | 'webp' | 'mp4' | 'webm' | 'pdf' | 'unknown';

const MB = 1024 * 1024;

export interface FileKindRule {
  /** The content types a file of this kind may have. */
  types: readonly SniffedType[];
  maxBytes: number;
  /** The drop zone's `accept`: MIME types and the extensions a file picker offers. */
  accept: Record<string, string[]>;
  /** The code the service refuses a file of another kind with (spec section 8). */
  wrongKindCode: string;
}

export const fileKindRules: Record<FileKind, FileKindRule> = {
  apk: {
    types: ['apk'],
    maxBytes: 100 * MB,
    accept: { 'application/vnd.android.package-archive': ['.apk'] },
    wrongKindCode: 'AM-0009',
  },
  image: {
    types: ['png', 'jpeg', 'gif', 'webp'],
    maxBytes: 5 * MB,
    accept: {
      'image/png': ['.png'],
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/gif': ['.gif'],
      'image/webp': ['.webp'],
    },
    wrongKindCode: 'AM-0019',
  },
  video: {
    types: ['mp4', 'webm'],
    maxBytes: 200 * MB,
    accept: { 'video/mp4': ['.mp4'], 'video/webm': ['.webm'] },
    wrongKindCode: 'AM-0009',
  },
  document: {
    types: ['pdf'],
    maxBytes: 10 * MB,
    accept: { 'application/pdf': ['.pdf'] },
    wrongKindCode: 'AM-0009',
  },
};

/** The code of a file over its kind's size limit: the service could not process it. */
export const TOO_LARGE_CODE = 'GM-0013';

export const mimeTypeOf: Record<Exclude<SniffedType, 'unknown'>, string> = {
  apk: 'application/vnd.android.package-archive',
  zip: 'application/zip',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

export const isFileKind = (value: unknown): value is FileKind =>
  typeof value === 'string' && (fileKinds as readonly string[]).includes(value);

export const sniffedTypes: readonly SniffedType[] = [
  'apk',
  'zip',
  'png',
  'jpeg',
  'gif',
  'webp',
  'mp4',
  'webm',
  'pdf',
  'unknown',
];

/**
 * The Message of a refusal for a file of another kind: what its content is, a dash, what the
 * field wanted ("png-apk"), as GM-0008 carries its key before a dash, so the console says why.
 */
export const wrongKindMessage = (found: SniffedType, expected: FileKind) => `${found}-${expected}`;

/** What a refusal's Message says the file was and what was wanted, when it is one of those. */
export const wrongKindOf = (message: unknown): { found: SniffedType; expected: FileKind } | undefined => {
  if (typeof message !== 'string') return undefined;
  const [found, expected, ...rest] = message.split('-');
  return rest.length === 0 && (sniffedTypes as readonly string[]).includes(found) && isFileKind(expected)
    ? { found: found as SniffedType, expected }
    : undefined;
};

import { fileKindRules, sniffedTypes, wrongKindMessage, type FileKind, type SniffedType } from './fileKinds';

/** Declarations that claim nothing in particular: the content alone decides. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** The content types each declared MIME type may carry (an APK is often declared as a ZIP or a JAR). */
const declaredTypes: Record<string, readonly SniffedType[]> = {
  'application/vnd.android.package-archive': ['apk'],
  'application/zip': ['zip', 'apk'],
  'application/x-zip-compressed': ['zip', 'apk'],
  'application/java-archive': ['zip', 'apk'],
  'image/png': ['png'],
  'image/jpeg': ['jpeg'],
  'image/jpg': ['jpeg'],
  'image/pjpeg': ['jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'video/mp4': ['mp4'],
  'video/webm': ['webm'],
  'application/pdf': ['pdf'],
};

const essenceOf = (declared: string) => declared.split(';')[0].trim().toLowerCase();

/** What a declared MIME type names, as a content type ('unknown' for one we do not take). */
export const declaredAs = (declared: string): SniffedType => declaredTypes[essenceOf(declared)]?.[0] ?? 'unknown';

/** Whether a file whose content is `found` may be declared as `declared`. */
export const declarationFits = (found: SniffedType, declared: string | undefined) => {
  const essence = essenceOf(declared ?? '');
  return GENERIC_TYPES.has(essence) || (declaredTypes[essence] ?? []).includes(found);
};

/** The Message of a refusal for a file declared as one type and made of another ("jpeg-as-png"). */
export const declaredMismatchMessage = (found: SniffedType, declared: SniffedType) => `${found}-as-${declared}`;

/** What a refusal's Message says the file was and what it was declared as, when it says that. */
export const declaredMismatchOf = (message: unknown): { found: SniffedType; declared: SniffedType } | undefined => {
  if (typeof message !== 'string') return undefined;
  const [found, as, declared, ...rest] = message.split('-');
  const known = (value: string): value is SniffedType => (sniffedTypes as readonly string[]).includes(value);
  return rest.length === 0 && as === 'as' && known(found) && known(declared) ? { found, declared } : undefined;
};

export interface ContentRefusal {
  code: string;
  message: string;
}

/**
 * Why a file of `kind` whose first bytes say `found` is refused, or undefined when it may be
 * stored: content of another kind, or content that is not what its sender declared. Both back
 * ends and every route that takes a file ask this one function.
 */
export const contentRefusal = (
  kind: FileKind,
  found: SniffedType,
  declared: string | undefined,
): ContentRefusal | undefined => {
  const rule = fileKindRules[kind];
  if (!rule.types.includes(found)) return { code: rule.wrongKindCode, message: wrongKindMessage(found, kind) };
  if (!declarationFits(found, declared))
    return { code: rule.wrongKindCode, message: declaredMismatchMessage(found, declaredAs(declared ?? '')) };
  return undefined;
};

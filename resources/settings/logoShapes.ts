/** Plain shapes of the logo calls (/api/configuration/logo), shared by the console and the sandbox. */
import { contentRefusal, type ContentRefusal } from '../core/upload/contentCheck';
import { sniffBase64 } from '../core/upload/sniff';

/** A logo of the entity's receipts and screens: current from `validFrom` until the next one starts. */
export interface Logo {
  id: number;
  fileName: string;
  contentType: string;
  /** ISO date and time from which it is the current logo. */
  validFrom: string;
  createdAt: string;
}

export interface LogoIcon {
  contentType: string;
  /** A data URL of the image. */
  dataUrl: string;
}

/** A new logo: the image as a data URL, current at once or from `validFrom`. */
export interface LogoUpload {
  fileName: string;
  dataUrl: string;
  validFrom?: string;
}

export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
/** The largest logo accepted, in bytes of the image. */
export const MAX_LOGO_BYTES = 512 * 1024;

/** The type of a data URL if it is a PNG or JPG image, and its bytes. */
export const logoImageOf = (dataUrl: string): { contentType: string; base64: string } | undefined => {
  const match = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  return match ? { contentType: match[1], base64: match[2] } : undefined;
};

/**
 * Why a logo's data URL is refused, as the upload path refuses a file: not a PNG or JPG data URL
 * (GM-0013), or content that is not the type it declares (AM-0019, saying what was found).
 */
export const logoRefusal = (dataUrl: string): ContentRefusal | undefined => {
  const image = logoImageOf(dataUrl);
  if (!image) return { code: 'GM-0013', message: 'GM-0013' };
  return contentRefusal('image', sniffBase64(image.base64), image.contentType);
};

/** Where each logo stands at a moment: the current one, those before it, those scheduled after. */
export const splitLogos = (logos: readonly Logo[], now: number) => {
  const started = logos
    .filter((logo) => Date.parse(logo.validFrom) <= now)
    .sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom) || b.id - a.id);
  const next = logos
    .filter((logo) => Date.parse(logo.validFrom) > now)
    .sort((a, b) => Date.parse(a.validFrom) - Date.parse(b.validFrom));
  return { current: started[0] ?? null, past: started.slice(1), next };
};

export const NOT_FIRMWARE = 'catalog.components.notFirmware';

/** The shared user of the system image's components: what a firmware APK runs as. */
export const SYSTEM_SHARED_USER = 'android.uid.system';

/**
 * Whether a binary suits a component of this type: a firmware component takes only APKs that run
 * as the system (their manifest's sharedUserId); other components take any APK of their package.
 */
export const suitsComponentType = (type: unknown, manifest: { sharedUserId?: string }): boolean =>
  type !== 'FIRMWARE' || manifest.sharedUserId === SYSTEM_SHARED_USER;

import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const onboardingVideosPermissions = {
  onboardingVideos: permissionPair({
    read: 'ONBOARDING_VIDEOS_READ',
    write: 'ONBOARDING_VIDEOS_WRITE_AND_READ',
    module: 'market',
    subject: 'los vídeos de bienvenida',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    onboardingVideos: typeof onboardingVideosPermissions;
  }
}

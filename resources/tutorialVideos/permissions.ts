import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const tutorialVideosPermissions = {
  marketTutorialVideo: permissionPair({
    read: 'MARKET_TUTORIAL_VIDEO_READ',
    write: 'MARKET_TUTORIAL_VIDEO_WRITE_AND_READ',
    module: 'market',
    subject: 'los vídeos tutoriales del marketplace',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    tutorialVideos: typeof tutorialVideosPermissions;
  }
}

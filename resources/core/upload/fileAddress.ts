/** Where the app service keeps uploaded files: `POST {FILES_PATH}/{kind}` uploads, `GET {FILES_PATH}/{id}` reads. */
export const FILES_PATH = 'api/v1/Application/files';

/** The public address of a stored file, under the app service: what records made of files hold. */
export const fileUrl = (id: string) => `/app/${FILES_PATH}/${id}`;

/** The id in a file address, when the address is one of ours. */
export const fileIdOf = (url: unknown): string | undefined => {
  const match = typeof url === 'string' ? /\/app\/api\/v1\/Application\/files\/([0-9a-f-]{36})$/.exec(url) : null;
  return match?.[1];
};

/** The same server, another database: works for TCP URLs and our unix-socket URLs alike. */
export const databaseUrl = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

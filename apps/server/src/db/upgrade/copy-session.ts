import pg from 'pg';

/**
 * A connection for moving rows between two clusters. COPY's text and the checksums' row text
 * depend on these settings, so both sides use the same: times in UTC and ISO, bytea as hex,
 * floats exact (decision 0068). No statement timeout: a large table takes as long as it takes.
 */
export const connectForCopy = async (url: string) => {
  const client = new pg.Client({ connectionString: url, application_name: 'toolyard-upgrade' });
  await client.connect();
  await client.query(`
    set timezone = 'UTC';
    set datestyle = 'ISO, YMD';
    set intervalstyle = 'postgres';
    set extra_float_digits = 1;
    set bytea_output = 'hex';
    set statement_timeout = 0`);
  return client;
};

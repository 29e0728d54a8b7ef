/**
 * Who the bench data belongs to. Every bench organization's contact address ends in
 * MARKER_DOMAIN: that, not the name, is how a re-run finds what to remove, so a real
 * organization that happens to be called "Bench Builders" is never touched.
 */
export const MARKER_DOMAIN = 'bench.toolyard.example';

export const BENCH_ORG_NAME = 'Bench Builders';

/** The org admin the benchmarks sign in as. Every seeded user shares this password. */
export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-password-1' } as const;

export type OrgCounts = {
  branches: number;
  sites: number;
  storageUnits: number;
  parkingLocations: number;
  workers: number;
  tools: number;
  vehicles: number;
  reports: number;
  activity: number;
};

export type OrgPlan = {
  /** 0 for Bench Builders, 1… for the noise organizations; part of every serial and VIN. */
  index: number;
  name: string;
  /** Prefix of usernames and e-mail addresses, unique per organization. */
  slug: string;
  counts: OrgCounts;
};

/** The scale for the measured organization. */
export const BENCH_COUNTS: OrgCounts = {
  branches: 200,
  sites: 2_000,
  storageUnits: 400,
  parkingLocations: 200,
  workers: 500,
  tools: 50_000,
  vehicles: 10_000,
  reports: 50_000,
  activity: 5_000,
};

export const NOISE_ORGS = 10;

/**
 * Sites, storage units and parking places are spread evenly over the branches (site j belongs to
 * branch j mod branches), so every count here is a multiple of `branches`.
 */
const scaled = (counts: OrgCounts, divisor: number): OrgCounts =>
  Object.fromEntries(
    Object.entries(counts).map(([key, value]) => [key, value / divisor]),
  ) as OrgCounts;

/**
 * `BENCH_SCALE` (1 to 10, default 1; workers are numbered in four digits): with more than 1, a second measured organization
 * holds that many times Bench Builders' data (10: 500,000 tools), so one bench run measures the
 * same requests at both sizes on the same build and machine (the growth table in README.md).
 */
export const benchScale = (): number => {
  const raw = process.env.BENCH_SCALE ?? '1';
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1 || scale > 10)
    throw new Error(`BENCH_SCALE must be a whole number from 1 to 10, not "${raw}"`);
  return scale;
};

/** The name and admin of the organization at `scale` times Bench Builders' size. */
export const scaledOrgName = (scale: number) => `${BENCH_ORG_NAME} ×${scale}`;
export const scaledAdmin = (scale: number) => ({
  username: `bench-x${scale}-admin`,
  password: BENCH_ADMIN.password,
});

/** Bench Builders, the noise organizations that hold as much again between them, and the scaled one. */
export const orgPlans = (scale = benchScale()): OrgPlan[] => [
  { index: 0, name: BENCH_ORG_NAME, slug: 'bench', counts: BENCH_COUNTS },
  ...Array.from({ length: NOISE_ORGS }, (_, i) => {
    const number = String(i + 1).padStart(2, '0');
    return {
      index: i + 1,
      name: `Bench Noise ${number}`,
      slug: `bench-noise-${number}`,
      counts: scaled(BENCH_COUNTS, NOISE_ORGS),
    };
  }),
  ...(scale > 1
    ? [
        {
          index: NOISE_ORGS + 1,
          name: scaledOrgName(scale),
          slug: `bench-x${scale}`,
          counts: scaled(BENCH_COUNTS, 1 / scale),
        },
      ]
    : []),
];

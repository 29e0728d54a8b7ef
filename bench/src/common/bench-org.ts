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

/** Bench Builders, then the noise organizations that hold as much again between them. */
export const orgPlans = (): OrgPlan[] => [
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
];

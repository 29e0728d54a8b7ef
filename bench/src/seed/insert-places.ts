import { parameters, pick, idsOf, run, type SeedContext } from './sql.js';
import {
  BRANCH_SUFFIXES,
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  SITE_KINDS,
  STORAGE_KINDS,
  STORAGE_LOCATIONS,
  STREETS,
} from './vocabulary.js';

/*
 * Branch b sits in city b mod |CITIES|. Sites, storage units and parking places are dealt out
 * over the branches (row j belongs to branch j mod branches) and take their branch's city, so a
 * tool at branch b can be given a site of the same branch by arithmetic alone.
 */

const branchCity = (cities: string, branchIndex: string) => pick(cities, branchIndex);

export const insertBranches = async (context: SeedContext) => {
  const { values, p } = parameters();
  const cities = p(CITIES, 'text[]');
  const count = p(context.plan.counts.branches, 'int');
  await run(context, {
    text: `insert into branches (organization_id, name, address, contact_phone, manager_id)
      select ${p(context.organizationId, 'int')},
             ${branchCity(cities, 'i')} || ' ' || ${pick(p(BRANCH_SUFFIXES, 'text[]'), `i / cardinality(${cities})`)},
             ${pick(p(STREETS, 'text[]'), 'i * 3')} || ' ' || (i % 90 + 1) || ', ' || ${branchCity(cities, 'i')},
             '+49 89 555 ' || lpad((1000 + i)::text, 4, '0'),
             case when i % 10 = 0 then ${p(context.adminId, 'int')} end
      from generate_series(0, ${count} - 1) as i
      order by i`,
    values,
  });
};

export const insertSites = async (context: SeedContext) => {
  const { values, p } = parameters();
  const org = p(context.organizationId, 'int');
  const branches = p(context.plan.counts.branches, 'int');
  const cities = p(CITIES, 'text[]');
  const first = p(FIRST_NAMES, 'text[]');
  const last = p(LAST_NAMES, 'text[]');
  await run(context, {
    text: `insert into sites (organization_id, branch_id, name, address, contact_name, contact_phone, active)
      select ${org}, (${idsOf('branches', org)})[1 + j % ${branches}],
             ${pick(p(SITE_KINDS, 'text[]'), 'j')} || ' ' || ${branchCity(cities, `j % ${branches}`)} || ' ' || (j + 1),
             ${pick(p(STREETS, 'text[]'), 'j * 5')} || ' ' || (j % 120 + 1) || ', ' || ${branchCity(cities, `j % ${branches}`)},
             ${pick(first, 'j * 11')} || ' ' || ${pick(last, 'j * 17')},
             '+49 170 555 ' || lpad((j % 10000)::text, 4, '0'),
             j % 10 <> 9
      from generate_series(0, ${p(context.plan.counts.sites, 'int')} - 1) as j
      order by j`,
    values,
  });
};

export const insertStorageUnits = async (context: SeedContext) => {
  const { values, p } = parameters();
  const org = p(context.organizationId, 'int');
  const branches = p(context.plan.counts.branches, 'int');
  await run(context, {
    text: `insert into storage_units (organization_id, branch_id, name, location, description, capacity)
      select ${org}, (${idsOf('branches', org)})[1 + j % ${branches}],
             ${pick(p(STORAGE_KINDS, 'text[]'), 'j')} || ' ' || chr(65 + (j / ${branches}) % 26) || '-' || (j + 1),
             ${pick(p(STORAGE_LOCATIONS, 'text[]'), 'j * 3')},
             case when j % 3 = 0 then 'Power tools and measuring equipment' when j % 3 = 1 then 'Hand tools, safety gear and spare parts' end,
             case when j % 4 <> 3 then 20 + (j * 7) % 80 end
      from generate_series(0, ${p(context.plan.counts.storageUnits, 'int')} - 1) as j
      order by j`,
    values,
  });
};

export const insertParkingLocations = async (context: SeedContext) => {
  const { values, p } = parameters();
  const org = p(context.organizationId, 'int');
  const branches = p(context.plan.counts.branches, 'int');
  await run(context, {
    text: `insert into parking_locations (organization_id, branch_id, name)
      select ${org}, (${idsOf('branches', org)})[1 + j % ${branches}],
             'Bay ' || (j + 1) || ', ' || ${branchCity(p(CITIES, 'text[]'), `j % ${branches}`)}
      from generate_series(0, ${p(context.plan.counts.parkingLocations, 'int')} - 1) as j
      order by j`,
    values,
  });
};

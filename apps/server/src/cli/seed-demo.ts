import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import {
  DEFAULT_SUMMER_MONTHS,
  DEFAULT_WINTER_MONTHS,
  TOOL_CATALOGUE,
  catalogueDescription,
  seasonKey,
  seasonMismatch,
} from '@toolyard/shared';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { sessionUrl } from '../db/pooler.js';
import { activity, users } from '../db/schema.js';
import { demoClient, type Json } from './demo/demo-client.js';
import { writeDemoLabelSheets } from './demo/demo-labels.js';
import { demoDamagePhoto } from './demo/demo-photo.js';

/**
 * `npm run seed:demo`: a believable demo organization that shows every feature, made through the
 * API itself so that it obeys every rule the product does: items overdue and due soon, maintenance
 * with costs, a damage report with its photo, the tyre alert (last season's dismissed, this
 * season's active), and label sheets to print and scan. Safe to run twice: it stops if the demo
 * admin exists.
 */
const ADMIN = { username: 'demo-admin', password: 'demo-admin-password' };
const WORKER_PASSWORD = 'demo-worker-password';
const SEASON_MONTHS = { winterMonths: DEFAULT_WINTER_MONTHS, summerMonths: DEFAULT_SUMMER_MONTHS };

/**
 * The vehicles handed out get the tyres that fit the season the seed runs in (the hand-out rules
 * refuse the wrong ones, decision 0043); those in the workshop and the yard keep the wrong ones,
 * for the alert.
 */
const seasonTires = () => {
  const mismatch = seasonMismatch(SEASON_MONTHS, new Date());
  const wrong = mismatch?.wrongTireType ?? 'summer';
  return { right: wrong === 'summer' ? 'winter' : 'summer', wrong };
};

/** The season before the current one (its alert is the one dismissed): a month back at a time. */
const previousSeasonKey = (now: Date) => {
  const current = seasonKey(SEASON_MONTHS, now);
  for (let back = 1; back <= 12; back += 1) {
    const key = seasonKey(
      SEASON_MONTHS,
      new Date(now.getFullYear(), now.getMonth() - back, 15, 12),
    );
    if (key !== current) return key;
  }
  return current;
};

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const inDays = (days: number) => daysAgo(-days);

/**
 * Next maintenance per catalogue tool (by its place in the list), relative to today: overdue
 * ones stay in the yard (an overdue tool is not handed out, decision 0043); one due soon is out
 * with a worker, so that worker's digest has something to say. The organization's "due soon"
 * window is 14 days. The rest are weeks away.
 */
const TOOL_DUE_IN_DAYS: Record<number, number> = { 2: -12, 5: -3, 4: 9, 7: 5, 8: 12 };

const seed = async () => {
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  // Migrations take a session advisory lock: past any pooler (decision 0064).
  const database = await openDatabase({
    databaseUrl: sessionUrl(config),
    dataDir: config.dataDir,
    log,
  });
  let app: App | undefined;
  try {
    await runMigrations(database.pool);
    const [existing] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, ADMIN.username));
    if (existing) {
      console.log('The demo organization exists already.');
      return;
    }
    // The seed signs up more than the hourly limit allows one address.
    app = await buildApp({
      db: database.db,
      config: { ...config, registrationsPerHour: 1000 },
    });
    // Without PUBLIC_URL a label's QR code points where the requests came to: where
    // `npm start` serves the app on this machine.
    const labelOrigin = config.publicUrl ?? `http://localhost:${config.port}`;
    const client = demoClient(app, new URL(labelOrigin).host);
    const { call } = client;

    const registered = await call('POST', '/api/auth/register', null, {
      ...ADMIN,
      email: 'demo-admin@toolyard.example.com',
      firstName: 'Dana',
      lastName: 'Schneider',
    });
    const admin = registered.token as string;
    await call('POST', '/api/setup/organization', admin, {
      name: 'Schneider Bau GmbH',
      contactEmail: 'office@schneider-bau.example.com',
      contactPhone: '+49 40 555 0199',
      address: 'Hafenstraße 12, 20457 Hamburg',
      primaryColor: '#1D4ED8',
      secondaryColor: '#F59E0B',
    });

    const workerNames = [
      ['Mehmet', 'Yılmaz'],
      ['Ana', 'Kovačević'],
      ['Arben', 'Gashi'],
    ] as const;
    const workers: Array<{ id: number; token: string; name: string }> = [];
    for (const [index, [firstName, lastName]] of workerNames.entries()) {
      const username = `demo-worker-${index + 1}`;
      const created = await call('POST', '/api/users', admin, {
        username,
        email: `${username}@toolyard.example.com`,
        password: WORKER_PASSWORD,
        firstName,
        lastName,
        role: 'worker',
      });
      const session = await call('POST', '/api/auth/login', null, {
        username,
        password: WORKER_PASSWORD,
      });
      workers.push({
        id: created.id,
        token: session.token as string,
        name: `${firstName} ${lastName}`,
      });
    }

    const north = await call('POST', '/api/branches', admin, {
      name: 'Hamburg Nord',
      address: 'Langenhorner Chaussee 40, Hamburg',
      contactPhone: '+49 40 555 0100',
      managerId: registered.user ? (registered.user as Json).id : null,
    });
    const south = await call('POST', '/api/branches', admin, {
      name: 'Lüneburg',
      address: 'Bardowicker Str. 7, Lüneburg',
      contactPhone: '+49 4131 555 020',
    });
    const sites = [
      await call('POST', '/api/sites', admin, {
        name: 'HafenCity Quartier 4',
        address: 'Am Sandtorkai 50, Hamburg',
        branchId: north.id,
        contactName: 'Jonas Weber',
        contactPhone: '+49 170 555 0101',
      }),
      await call('POST', '/api/sites', admin, {
        name: 'Schule Barmbek',
        address: 'Fuhlsbüttler Str. 90, Hamburg',
        branchId: north.id,
        contactName: 'Petra Lange',
      }),
      await call('POST', '/api/sites', admin, {
        name: 'Wohnpark Ilmenau',
        address: 'Ilmenauweg 3, Lüneburg',
        branchId: south.id,
        contactName: 'Kai Brandt',
      }),
    ];
    const units = [
      await call('POST', '/api/storage-units', admin, {
        name: 'Container A',
        location: 'Yard, north gate',
        description: 'Power tools and measuring equipment',
        capacity: 40,
        branchId: north.id,
      }),
      await call('POST', '/api/storage-units', admin, {
        name: 'Hall 2 racks',
        location: 'Workshop hall 2',
        description: 'Hand tools, safety gear and spare parts for the compactors',
        branchId: south.id,
      }),
    ];
    const bays = [
      await call('POST', '/api/parking-locations', admin, { name: 'Bay 1', branchId: north.id }),
      await call('POST', '/api/parking-locations', admin, { name: 'Bay 2', branchId: north.id }),
      await call('POST', '/api/parking-locations', admin, {
        name: 'Depot yard',
        branchId: south.id,
      }),
    ];

    const tools: Json[] = [];
    for (const [index, item] of TOOL_CATALOGUE.slice(0, 14).entries()) {
      const branch = index % 3 === 2 ? south : north;
      tools.push(
        await call('POST', '/api/tools', admin, {
          name: item.name,
          description: catalogueDescription(item),
          serialNumber: `SB-${String(1000 + index)}`,
          purchaseDate: daysAgo(400 + index * 17),
          nextMaintenanceDate: inDays(TOOL_DUE_IN_DAYS[index] ?? 30 + index * 5),
          // Two with a service interval: their maintenance done (below) sets the next date.
          ...(index === 9 ? { maintenanceIntervalDays: 180 } : {}),
          ...(index === 10 ? { maintenanceIntervalDays: 90 } : {}),
          branchId: branch.id,
        }),
      );
    }
    // Every status: checked out to a site, under repair, assigned and waiting, confirmed, returned.
    await call('POST', `/api/tools/${tools[0]!.id}/status`, admin, {
      status: 'checked_out',
      siteId: sites[0]!.id,
    });
    await call('POST', `/api/tools/${tools[1]!.id}/status`, admin, {
      status: 'maintenance',
      notes: 'Chuck worn, sent for repair',
    });
    await call('POST', `/api/tools/${tools[3]!.id}/status`, admin, {
      status: 'pending_confirmation',
      assignedUserId: workers[0]!.id,
      siteId: sites[1]!.id,
    });
    await call('POST', `/api/tools/${tools[4]!.id}/status`, admin, {
      status: 'pending_confirmation',
      assignedUserId: workers[1]!.id,
    });
    await call('POST', `/api/tools/${tools[4]!.id}/confirm`, workers[1]!.token);
    await call('POST', `/api/tools/${tools[6]!.id}/status`, admin, {
      status: 'pending_confirmation',
      assignedUserId: workers[2]!.id,
    });
    await call('POST', `/api/tools/${tools[6]!.id}/confirm`, workers[2]!.token);
    // Damage found on site: reported with a photo, then the return names the report and the tool
    // goes to maintenance at the unit (the organization's default, decision 0045).
    const damage = await client.form(
      '/api/damage-reports',
      workers[2]!.token,
      {
        kind: 'tool',
        itemId: tools[6]!.id,
        description:
          'Housing cracked after a fall from the scaffold, level 2. Still runs, but the crack goes through to the motor.',
      },
      [
        {
          field: 'photos',
          filename: 'crack.jpg',
          contentType: 'image/jpeg',
          content: await demoDamagePhoto(),
        },
      ],
    );
    await call('POST', `/api/tools/${tools[6]!.id}/return`, workers[2]!.token, {
      storageUnitId: units[0]!.id,
      damageReportId: damage.id,
    });

    // Maintenance done, with what it cost: the next date moves on by the tool's interval.
    const toolJobs: Array<[tool: number, daysAgo: number, cost: string, notes: string]> = [
      [9, 170, '145.50', 'Carbon brushes replaced, safety check passed'],
      [10, 150, '120.00', 'Cable replaced after a cut'],
      [10, 60, '89.90', 'Cleaned, bearings greased, test run'],
    ];
    for (const [index, ago, cost, notes] of toolJobs)
      await call('POST', `/api/tools/${tools[index]!.id}/maintenance`, admin, {
        performedOn: daysAgo(ago),
        cost,
        notes,
      });

    const tires = seasonTires();
    const vehicles = [
      await call('POST', '/api/vehicles', admin, {
        make: 'Mercedes-Benz',
        model: 'Sprinter 316',
        year: 2021,
        licensePlate: 'HH-SB 316',
        vinNumber: 'WDB9066331S123456',
        branchId: north.id,
        tireType: tires.right,
        tireYear: 2023,
        // Due soon, and handed out all the same: only an overdue date stops a hand-out.
        nextServiceDate: inDays(8),
        nextRegistration: inDays(200),
      }),
      await call('POST', '/api/vehicles', admin, {
        make: 'Volkswagen',
        model: 'Crafter',
        year: 2019,
        licensePlate: 'HH-SB 219',
        branchId: north.id,
        tireType: 'all_season',
        tireYear: 2021,
        nextTechnicalCheckup: inDays(12),
      }),
      await call('POST', '/api/vehicles', admin, {
        make: 'Ford',
        model: 'Ranger',
        year: 2022,
        licensePlate: 'LG-SB 22',
        branchId: south.id,
        tireType: 'all_season',
        tireYear: 2022,
        serviceIntervalDays: 365,
        serviceIntervalKm: 20_000,
      }),
      await call('POST', '/api/vehicles', admin, {
        make: 'Iveco',
        model: 'Daily 35S',
        year: 2018,
        licensePlate: 'LG-SB 18',
        branchId: south.id,
        tireType: tires.wrong,
        tireYear: 2020,
        nextRegistration: daysAgo(4),
      }),
      // In the yard, on the season's wrong tyres and overdue for its checkup: not to be handed out.
      await call('POST', '/api/vehicles', admin, {
        make: 'MAN',
        model: 'TGE 3.180',
        year: 2020,
        licensePlate: 'HH-SB 180',
        branchId: north.id,
        tireType: tires.wrong,
        tireYear: 2021,
        nextTechnicalCheckup: daysAgo(6),
        nextRegistration: inDays(10),
      }),
    ];
    await call('POST', `/api/vehicles/${vehicles[0]!.id}/status`, admin, {
      status: 'pending_confirmation',
      odometerReading: 48_210,
      assignedUserId: workers[0]!.id,
    });
    await call('POST', `/api/vehicles/${vehicles[1]!.id}/status`, admin, {
      status: 'pending_confirmation',
      odometerReading: 102_400,
      assignedUserId: workers[1]!.id,
    });
    await call('POST', `/api/vehicles/${vehicles[1]!.id}/confirm`, workers[1]!.token);
    await call('POST', `/api/vehicles/${vehicles[3]!.id}/status`, admin, {
      status: 'service',
      odometerReading: 151_900,
      notes: 'Brake pads',
    });
    await call('POST', `/api/vehicles/${vehicles[2]!.id}/status`, admin, {
      status: 'pending_confirmation',
      odometerReading: 30_050,
      assignedUserId: workers[2]!.id,
    });
    await call('POST', `/api/vehicles/${vehicles[2]!.id}/confirm`, workers[2]!.token);
    await call('POST', `/api/vehicles/${vehicles[2]!.id}/return`, workers[2]!.token, {
      parkingLocationId: bays[2]!.id,
      odometerReading: 30_190,
      fuelLevel: 70,
    });
    // Services done, with their costs: the Ranger's sets its next service by its intervals.
    await call('POST', `/api/vehicles/${vehicles[2]!.id}/maintenance`, admin, {
      performedOn: daysAgo(2),
      odometerReading: 30_240,
      cost: '412.80',
      notes: 'Oil and filters, wiper blades',
    });
    await call('POST', `/api/vehicles/${vehicles[3]!.id}/maintenance`, admin, {
      performedOn: daysAgo(1),
      cost: '1280.00',
      notes: 'Brake pads and discs, front axle',
    });

    // The tyre alert: last season's was dismissed, this season's (two vehicles) is active.
    await call('PUT', '/api/vehicles/tire-alert/dismissal', admin, {
      season: previousSeasonKey(new Date()),
    });

    const reportTexts = [
      [
        'Formwork stripped, level 2',
        'Stripped the formwork on level 2, east wing. Concrete surface good, two small honeycomb spots marked for repair. Crane available until 15:00.',
      ],
      [
        'Rebar delivery checked',
        'Rebar for slab 3 delivered and checked against the bending schedule. Two bundles of Ø12 missing, supplier informed.',
      ],
      [
        'Rain delay',
        'Heavy rain from 10:00. Excavation paused, pumps running in pit B. Crew moved to indoor drywall work.',
      ],
      [
        'Scaffold inspection',
        'Weekly scaffold inspection done with the site manager. Tag renewed, one missing toe board replaced.',
      ],
      [
        'Pour of foundation strip',
        'Poured 18 m³ C25/30 for the foundation strip along axis A. Slump test OK. Curing blankets on.',
      ],
      [
        'Electrical rough-in',
        'Cable trays installed in corridor 1.1 to 1.4. Waiting for the fire-stopping contractor.',
      ],
      [
        'Site tidy-up and safety walk',
        'Safety walk with all crews. Waste containers swapped, access route re-marked after the rain.',
      ],
    ];
    for (const [index, [title, content]] of reportTexts.entries()) {
      const author = workers[index % workers.length]!;
      await call('POST', '/api/reports', author.token, {
        title,
        content,
        siteId: sites[index % sites.length]!.id,
        reportDate: daysAgo(index),
      });
    }

    // Spread the feed over the past week, oldest first, so the dashboard reads like a real one.
    await database.db.execute(sql`
      update ${activity} set created_at = now() - ((select max(id) from ${activity}) - id) * interval '37 minutes'`);

    const sheets = await writeDemoLabelSheets(
      client,
      admin,
      path.join(config.dataDir, 'demo-labels'),
    );

    console.log(`
Demo organization "Schneider Bau GmbH" is ready. Sign in with:
  admin:    ${ADMIN.username} / ${ADMIN.password}
  workers:  demo-worker-1, demo-worker-2, demo-worker-3 / ${WORKER_PASSWORD}

Every tool, vehicle, storage unit, parking place and site has its label. Sheets to print
(A4, 3 x 7 labels) are in ${path.dirname(sheets[0]!)}:
${sheets.map((file) => `  ${path.basename(file)}`).join('\n')}
Their QR codes open ${labelOrigin}/l/...; scan them with the app's Scan screen. For another
address set PUBLIC_URL, or print labels from any list in the app ("Print labels").
`);
  } finally {
    // A failed call must not leave the app's connections open: the process would never end.
    await app?.close();
    await database.close();
  }
};

seed().catch((error: Error) => {
  console.error(`Seeding failed: ${error.message}`);
  process.exit(1);
});

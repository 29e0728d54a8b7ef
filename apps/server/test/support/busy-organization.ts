import type pg from 'pg';
import { hashPassword } from '../../src/lib/passwords.js';

/*
 * An organization in full use, written straight into PostgreSQL (a few hundred rows through the
 * API would take minutes): branches, sites, storage and parking, workers, tools and vehicles in
 * every status with their logs, and reports. Values are realistic (names with the letters of our
 * five languages, a daily report of a page); the triggers keep the search text as they do for
 * rows the API writes. Consistent as the status machines require: handed-out items have a worker
 * and a site of their own branch, stored tools a unit of their branch.
 */

export const BUSY_COUNTS = {
  branches: 20,
  sitesPerBranch: 3,
  storageUnitsPerBranch: 2,
  parkingPerBranch: 2,
  workers: 100,
  tools: 400,
  vehicles: 300,
  reports: 300,
  /** Entries in the log of one long-serving tool and one vehicle (their whole history is one answer). */
  busyLogEntries: 300,
} as const;

const CITIES = ['München', 'Zürich', 'Sarajevo', 'İstanbul', 'Prishtinë', 'Łódź', 'Köln', 'Graz'];
const FIRST = [
  'Ayşe',
  'Đorđe',
  'Jürgen',
  'Arbër',
  'Mehmet',
  'Ljiljana',
  'Zoë',
  'Ömer',
  'Vesna',
  'Blerta',
];
const LAST = [
  'Yılmaz',
  'Kovačević',
  'Gashi',
  'Đorđević',
  'Müller',
  'Öztürk',
  'Hadžić',
  'Krasniqi',
  'Schäfer',
  'Šarić',
];
const TOOLS = [
  'Hilti TE 30-C-AVR Bohrhammer',
  'Makita Winkelschleifer 230 mm',
  'Bosch GLL 3-80 Linienlaser',
  'Wacker Rüttelplatte',
  'Stihl Trennschleifer TS 420',
  'Festool Tauchsäge',
];
const REPORT_DAY =
  'Betonage der Nordwand abgeschlossen, Schalung am Nachmittag geprüft. Şantiyede iş güvenliği kontrolü yapıldı. ' +
  'Punëtorët përfunduan themelet në anën lindore. Đorđe je provjerio skele i ograde. Kran ab 7 Uhr, Lieferung Bewehrung 10 Uhr. ';
const DAILY_REPORT = REPORT_DAY.repeat(8).trim(); // about 1,400 characters: a page

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const day = (offset: number) =>
  new Date(Date.UTC(2026, 10, 20) - offset * 86_400_000).toISOString().slice(0, 10);

type Row = Record<string, string | number | boolean | null>;

/** Rows into `table`, in order, through one jsonb parameter; answers their ids in that order. */
const insert = async (
  client: pg.PoolClient,
  table: string,
  columns: Record<string, string>,
  rows: Row[],
) => {
  const names = Object.keys(columns);
  const typed = names.map((name) => `${name} ${columns[name]}`).join(', ');
  const { rows: inserted } = await client.query<{ id: number }>(
    `insert into ${table} (${names.join(', ')})
     select ${names.join(', ')} from rows from (jsonb_to_recordset($1::jsonb) as (${typed})) with ordinality as x(${names.join(', ')}, position)
     order by position
     returning id`,
    [JSON.stringify(rows)],
  );
  return inserted.map((row) => row.id).sort((a, b) => a - b);
};

export type BusyOrganization = {
  branchIds: number[];
  siteIds: number[];
  storageUnitIds: number[];
  parkingIds: number[];
  workerIds: number[];
  /** The unit that holds many tools, the tool and vehicle with a long history. */
  fullStorageUnitId: number;
  busyToolId: number;
  busyVehicleId: number;
};

/**
 * Fills an existing organization; `worker` gets a share of the handed-out tools and vehicles (so
 * their own lists are long), and `recipients` become members' addresses (workers of their own).
 */
export const fillOrganization = async (
  pool: pg.Pool,
  target: {
    organizationId: number;
    adminId: number;
    workerId: number;
    recipients: string[];
    tag: string;
  },
): Promise<BusyOrganization> => {
  const { organizationId: org, adminId, workerId, tag } = target;
  const passwordHash = await hashPassword('worker-password-1');
  const client = await pool.connect();
  try {
    await client.query('begin');
    const branchIds = await insert(
      client,
      'branches',
      {
        organization_id: 'int',
        name: 'text',
        address: 'text',
        contact_phone: 'text',
        manager_id: 'int',
      },
      Array.from({ length: BUSY_COUNTS.branches }, (_, i) => ({
        organization_id: org,
        name: `Niederlassung ${pick(CITIES, i)} ${i + 1}`,
        address: `Hauptstraße ${i + 1}, ${pick(CITIES, i)}`,
        contact_phone: `+49 89 ${1000 + i}`,
        manager_id: adminId,
      })),
    );
    const perBranch = (count: number, make: (branchId: number, b: number, k: number) => Row) =>
      branchIds.flatMap((branchId, b) =>
        Array.from({ length: count }, (_, k) => make(branchId, b, k)),
      );
    const siteIds = await insert(
      client,
      'sites',
      {
        organization_id: 'int',
        branch_id: 'int',
        name: 'text',
        address: 'text',
        contact_name: 'text',
        contact_phone: 'text',
        active: 'boolean',
      },
      perBranch(BUSY_COUNTS.sitesPerBranch, (branchId, b, k) => ({
        organization_id: org,
        branch_id: branchId,
        name: `Baustelle ${pick(CITIES, b + k)} ${b + 1}-${k + 1}`,
        address: `Baustraße ${k + 1}, ${pick(CITIES, b)}`,
        contact_name: `${pick(FIRST, b + k)} ${pick(LAST, b)}`,
        contact_phone: `+41 44 ${2000 + b * 10 + k}`,
        active: k !== 2,
      })),
    );
    const storageUnitIds = await insert(
      client,
      'storage_units',
      {
        organization_id: 'int',
        branch_id: 'int',
        name: 'text',
        location: 'text',
        description: 'text',
        capacity: 'int',
      },
      perBranch(BUSY_COUNTS.storageUnitsPerBranch, (branchId, b, k) => ({
        organization_id: org,
        branch_id: branchId,
        name: `Lager ${b + 1}-${k + 1}`,
        location: `Halle ${k + 1}, ${pick(CITIES, b)}`,
        description: 'Regal für Kleingeräte und Laser, abschließbar.',
        capacity: 500,
      })),
    );
    const parkingIds = await insert(
      client,
      'parking_locations',
      { organization_id: 'int', branch_id: 'int', name: 'text' },
      perBranch(BUSY_COUNTS.parkingPerBranch, (branchId, b, k) => ({
        organization_id: org,
        branch_id: branchId,
        name: `Stellplatz ${b + 1}-${k + 1}`,
      })),
    );
    const person = (i: number, email: string, username: string): Row => ({
      organization_id: org,
      username,
      email,
      password_hash: passwordHash,
      first_name: pick(FIRST, i),
      last_name: `${pick(LAST, i * 7)} ${i}`,
      role: 'worker',
    });
    const userColumns = {
      organization_id: 'int',
      username: 'text',
      email: 'text',
      password_hash: 'text',
      first_name: 'text',
      last_name: 'text',
      role: 'role',
    };
    const workerIds = await insert(
      client,
      'users',
      userColumns,
      Array.from({ length: BUSY_COUNTS.workers }, (_, i) =>
        person(i, `crew${tag}-${i}@example.com`, `crew${tag}-${i}`),
      ),
    );
    await insert(
      client,
      'users',
      userColumns,
      target.recipients.map((email, i) =>
        person(i + BUSY_COUNTS.workers, email, `mail${tag}-${i}`),
      ),
    );

    // A site and a storage unit of branch b (rows above were made branch by branch).
    const siteOf = (b: number, k: number) =>
      siteIds[b * BUSY_COUNTS.sitesPerBranch + (k % BUSY_COUNTS.sitesPerBranch)]!;
    const unitOf = (b: number) => storageUnitIds[b * BUSY_COUNTS.storageUnitsPerBranch]!;
    const holder = (i: number) => (i % 2 === 0 ? workerId : pick(workerIds, i));
    const TOOL_STATUSES = [
      'available',
      'available',
      'available',
      'available',
      'available',
      'available',
      'checked_out',
      'checked_out',
      'pending_confirmation',
      'maintenance',
    ];
    const toolIds = await insert(
      client,
      'tools',
      {
        organization_id: 'int',
        name: 'text',
        description: 'text',
        serial_number: 'text',
        purchase_date: 'date',
        status: 'tool_status',
        last_maintenance_date: 'date',
        next_maintenance_date: 'date',
        branch_id: 'int',
        site_id: 'int',
        storage_unit_id: 'int',
        assigned_user_id: 'int',
        assignment_date: 'timestamptz',
        checkout_date: 'timestamptz',
        condition: 'text',
        notes: 'text',
      },
      Array.from({ length: BUSY_COUNTS.tools }, (_, i) => {
        const status = pick(TOOL_STATUSES, i);
        const b = i % branchIds.length;
        const handedOut = status === 'checked_out' || status === 'pending_confirmation';
        return {
          organization_id: org,
          name: `${pick(TOOLS, i)} #${i + 1}`,
          description:
            'Mit Koffer, zwei Akkus und Ladegerät. Nach jedem Einsatz reinigen; Bohrer separat im Fach.',
          serial_number: `HIL-${String(100000 + i)}`,
          purchase_date: day(400 + i),
          status,
          last_maintenance_date: day(30 + (i % 200)),
          next_maintenance_date: day(-(30 + (i % 300))),
          // The first branch's first unit holds every available tool of that branch: a full shelf.
          branch_id: status === 'available' && i % 4 === 0 ? branchIds[0]! : branchIds[b]!,
          site_id: handedOut ? siteOf(b, i) : null,
          storage_unit_id: status === 'available' ? (i % 4 === 0 ? unitOf(0) : unitOf(b)) : null,
          assigned_user_id: handedOut ? holder(i) : null,
          assignment_date: handedOut ? `${day(i % 30)}T07:00:00Z` : null,
          checkout_date: status === 'checked_out' ? `${day(i % 30)}T07:30:00Z` : null,
          condition: 'gut',
          notes: i % 5 === 0 ? 'Akku 2 schwächelt, bei nächster Wartung prüfen.' : null,
        };
      }),
    );
    const VEHICLE_STATUSES = [
      'available',
      'available',
      'available',
      'available',
      'available',
      'available',
      'in_use',
      'in_use',
      'pending_confirmation',
      'service',
    ];
    const vehicleIds = await insert(
      client,
      'vehicles',
      {
        organization_id: 'int',
        make: 'text',
        model: 'text',
        year: 'int',
        license_plate: 'text',
        vin_number: 'text',
        status: 'vehicle_status',
        last_service_date: 'date',
        next_service_date: 'date',
        next_registration: 'date',
        next_technical_checkup: 'date',
        tire_type: 'tire_type',
        tire_year: 'int',
        branch_id: 'int',
        parking_location_id: 'int',
        assigned_user_id: 'int',
        assignment_date: 'timestamptz',
        checkout_date: 'timestamptz',
        name: 'text',
        current_location: 'text',
        fuel_level: 'int',
        notes: 'text',
      },
      Array.from({ length: BUSY_COUNTS.vehicles }, (_, i) => {
        const status = pick(VEHICLE_STATUSES, i);
        const b = i % branchIds.length;
        const handedOut = status === 'in_use' || status === 'pending_confirmation';
        return {
          organization_id: org,
          make: pick(['Volkswagen', 'Mercedes-Benz', 'Ford', 'Škoda'], i),
          model: pick(['Crafter', 'Sprinter', 'Transit', 'Octavia Combi'], i * 3),
          year: 2012 + (i % 14),
          license_plate: `M-${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (((i / 26) | 0) % 26))} ${100 + i}`,
          vin_number: `WV1ZZZ2EZ${String(10000000 + i)}`,
          status,
          last_service_date: day(60 + (i % 200)),
          next_service_date: day(-(60 + (i % 200))),
          next_registration: day(-(100 + (i % 300))),
          next_technical_checkup: day(-(200 + (i % 300))),
          tire_type: pick(['winter', 'summer', 'all_season'], i),
          tire_year: 2019 + (i % 6),
          branch_id: branchIds[b]!,
          parking_location_id:
            status === 'available' ? parkingIds[b * BUSY_COUNTS.parkingPerBranch]! : null,
          assigned_user_id: handedOut ? holder(i) : null,
          assignment_date: handedOut ? `${day(i % 30)}T06:00:00Z` : null,
          checkout_date: status === 'in_use' ? `${day(i % 30)}T06:30:00Z` : null,
          name: `Transporter ${i + 1}`,
          current_location: handedOut ? `Baustelle ${pick(CITIES, i)}` : null,
          fuel_level: (i * 13) % 101,
          notes: i % 9 === 0 ? 'Winterreifen im Lager, Regal 3.' : null,
        };
      }),
    );
    const toolLog = (toolId: number, i: number, action: string, notes: string | null): Row => ({
      organization_id: org,
      tool_id: toolId,
      user_id: adminId,
      action,
      site_id: null,
      notes,
      timestamp: `${day(BUSY_COUNTS.busyLogEntries - i)}T08:00:00Z`,
    });
    await insert(
      client,
      'tool_logs',
      {
        organization_id: 'int',
        tool_id: 'int',
        user_id: 'int',
        action: 'text',
        site_id: 'int',
        notes: 'text',
        timestamp: 'timestamptz',
      },
      [
        ...toolIds.map((id) => toolLog(id, 0, 'created', null)),
        ...Array.from({ length: BUSY_COUNTS.busyLogEntries }, (_, i) =>
          toolLog(
            toolIds[0]!,
            i + 1,
            i % 2 === 0 ? 'status_change_to_maintenance' : 'status_change_to_available',
            'Geprüft und gereinigt, Kohlebürsten getauscht.',
          ),
        ),
      ],
    );
    const vehicleLog = (vehicleId: number, i: number, action: string): Row => ({
      organization_id: org,
      vehicle_id: vehicleId,
      user_id: adminId,
      action,
      odometer_reading: 10_000 + i * 120,
      notes: 'Ölstand geprüft.',
      timestamp: `${day(BUSY_COUNTS.busyLogEntries - i)}T08:00:00Z`,
    });
    await insert(
      client,
      'vehicle_logs',
      {
        organization_id: 'int',
        vehicle_id: 'int',
        user_id: 'int',
        action: 'text',
        odometer_reading: 'int',
        notes: 'text',
        timestamp: 'timestamptz',
      },
      [
        ...vehicleIds.map((id) => vehicleLog(id, 0, 'created')),
        ...Array.from({ length: BUSY_COUNTS.busyLogEntries }, (_, i) =>
          vehicleLog(
            vehicleIds[0]!,
            i + 1,
            i % 2 === 0 ? 'status_change_to_service' : 'status_change_to_available',
          ),
        ),
      ],
    );
    await insert(
      client,
      'reports',
      {
        organization_id: 'int',
        title: 'text',
        content: 'text',
        site_id: 'int',
        user_id: 'int',
        report_date: 'date',
      },
      Array.from({ length: BUSY_COUNTS.reports }, (_, i) => ({
        organization_id: org,
        title: `Tagesbericht ${pick(CITIES, i)} ${day(i)}`,
        content: DAILY_REPORT,
        site_id: siteOf(i % branchIds.length, i),
        user_id: i % 3 === 0 ? workerId : pick(workerIds, i),
        report_date: day(i),
      })),
    );
    await client.query('commit');
    await client.query('analyze');
    return {
      branchIds,
      siteIds,
      storageUnitIds,
      parkingIds,
      workerIds,
      fullStorageUnitId: unitOf(0),
      busyToolId: toolIds[0]!,
      busyVehicleId: vehicleIds[0]!,
    };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

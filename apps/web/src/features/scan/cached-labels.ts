import {
  LABEL_KINDS,
  TOOL_STATUSES,
  VEHICLE_STATUSES,
  normalizeLabelCode,
  vehicleLabel,
  type LabelKind,
  type LabelResolution,
  type Role,
} from '@toolyard/shared';

/** One query the device keeps (decision 0033): its key, its data and when that was read. */
export type KeptQuery = { queryKey: readonly unknown[]; data: unknown; updatedAt: number };

/** Who reads: whether an item is theirs, and the organization of records that do not say. */
export type Reader = { id: number; role: Role; organizationId: number | null };

/**
 * The reads whose records carry label codes, by the path that is each query key's first part:
 * lists and their pages, item pages, My Stuff's four lists and the return places.
 */
const SOURCES: ReadonlyArray<{ path: RegExp; kind: LabelKind }> = [
  { path: /^\/api\/tools(\/assigned|\/pending|\/\d+)?$/, kind: 'tool' },
  { path: /^\/api\/vehicles(\/assigned|\/pending|\/\d+)?$/, kind: 'vehicle' },
  { path: /^\/api\/storage-units(\/available|\/\d+)?$/, kind: 'storage_unit' },
  { path: /^\/api\/parking-locations(\/available)?$/, kind: 'parking_location' },
  { path: /^\/api\/sites(\/\d+)?$/, kind: 'site' },
];
const LABEL_PATH = /^\/api\/labels\/([^/]+)$/;

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null;

/** The records of a kept answer: a list, a list's pages (`{ pages: [{ items }] }`) or one record. */
const recordsOf = (data: unknown): unknown[] => {
  if (Array.isArray(data)) return data;
  if (!isEntry(data)) return [];
  if (Array.isArray(data.pages)) return data.pages.flatMap(recordsOf);
  if (Array.isArray(data.items)) return data.items;
  return [data];
};

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/**
 * A kept record as the server would resolve its label for this reader: the same name, status and
 * "handed to you" (a worker is told the status of their own items only).
 */
const resolutionOf = (
  kind: LabelKind,
  record: Entry,
  reader: Reader,
): LabelResolution | undefined => {
  const { id } = record;
  if (typeof id !== 'number') return undefined;
  const organizationId =
    typeof record.organizationId === 'number' ? record.organizationId : reader.organizationId;
  if (organizationId === null) return undefined;
  const assignedToCaller = record.assignedUserId === reader.id;
  const statusShown = reader.role !== 'worker' || assignedToCaller;
  if (kind === 'tool') {
    if (typeof record.name !== 'string') return undefined;
    const status = isOneOf(TOOL_STATUSES, record.status) && statusShown ? record.status : undefined;
    return {
      kind,
      id,
      organizationId,
      name: record.name,
      assignedToCaller,
      ...(status ? { status } : {}),
    };
  }
  if (kind === 'vehicle') {
    const { make, model, licensePlate } = record;
    if (typeof make !== 'string' || typeof model !== 'string' || typeof licensePlate !== 'string')
      return undefined;
    const status =
      isOneOf(VEHICLE_STATUSES, record.status) && statusShown ? record.status : undefined;
    return {
      kind,
      id,
      organizationId,
      name: vehicleLabel({ make, model, licensePlate }),
      assignedToCaller,
      ...(status ? { status } : {}),
    };
  }
  if (typeof record.name !== 'string') return undefined;
  return { kind, id, organizationId, name: record.name };
};

/** A label's earlier answer, kept as it came (only an answer of the right shape). */
const keptAnswerOf = (data: unknown): LabelResolution | undefined => {
  if (!isEntry(data) || !isOneOf(LABEL_KINDS, data.kind) || typeof data.id !== 'number')
    return undefined;
  if (typeof data.name !== 'string' || typeof data.organizationId !== 'number') return undefined;
  return data as LabelResolution;
};

/**
 * What a label is, from what this device keeps (offline, decision 0039): the worker's My Stuff
 * items and return places, the lists, pages and item pages an admin opened, and earlier answers
 * about labels. Where several hold it, the most recently read wins. Undefined: not on the phone.
 */
export const resolveFromKept = (
  kept: readonly KeptQuery[],
  text: string,
  reader: Reader,
): LabelResolution | undefined => {
  const code = normalizeLabelCode(text);
  if (!code) return undefined;
  let best: { resolution: LabelResolution; updatedAt: number } | undefined;
  const consider = (resolution: LabelResolution | undefined, updatedAt: number) => {
    if (resolution && (!best || updatedAt > best.updatedAt)) best = { resolution, updatedAt };
  };
  for (const { queryKey, data, updatedAt } of kept) {
    const path = queryKey[0];
    if (typeof path !== 'string' || data === undefined) continue;
    const answered = LABEL_PATH.exec(path);
    if (answered?.[1]) {
      if (normalizeLabelCode(answered[1]) === code) consider(keptAnswerOf(data), updatedAt);
      continue;
    }
    const source = SOURCES.find((candidate) => candidate.path.test(path));
    if (!source) continue;
    for (const record of recordsOf(data)) {
      if (isEntry(record) && record.labelCode === code)
        consider(resolutionOf(source.kind, record, reader), updatedAt);
    }
  }
  return best?.resolution;
};

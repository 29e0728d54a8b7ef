import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { branches, sites, storageUnits, tools, users } from '../../db/schema.js';
import { findById, itemRead, type ItemRead } from '../../data/item-read.js';
import { toolDue, toolDueColumns, toolDueJoin } from '../due/index.js';

/** The assigned worker, joined under its own name (the assignee sort orders by it). */
export const assignees = alias(users, 'assignee');

/** Tools as the screens show them: with branch, site, storage unit and assigned worker names. */
export const selectTools = (db: Executor) =>
  db
    .select({
      tool: tools,
      branchName: branches.name,
      siteName: sites.name,
      storageUnitName: storageUnits.name,
      assigneeFirstName: assignees.firstName,
      assigneeLastName: assignees.lastName,
      ...toolDueColumns,
    })
    .from(tools)
    .innerJoin(branches, eq(branches.id, tools.branchId))
    .leftJoin(sites, eq(sites.id, tools.siteId))
    .leftJoin(storageUnits, eq(storageUnits.id, tools.storageUnitId))
    .leftJoin(assignees, eq(assignees.id, tools.assignedUserId))
    .innerJoin(...toolDueJoin);

type Row = Awaited<ReturnType<ReturnType<typeof selectTools>['execute']>>[number];

export const toTool = ({
  tool,
  branchName,
  siteName,
  storageUnitName,
  assigneeFirstName,
  assigneeLastName,
  ...due
}: Row) => ({
  id: tool.id,
  organizationId: tool.organizationId,
  name: tool.name,
  labelCode: tool.labelCode,
  description: tool.description,
  serialNumber: tool.serialNumber,
  purchaseDate: tool.purchaseDate,
  status: tool.status,
  lastMaintenanceDate: tool.lastMaintenanceDate,
  nextMaintenanceDate: tool.nextMaintenanceDate,
  maintenanceIntervalDays: tool.maintenanceIntervalDays,
  due: toolDue(due, tool),
  handOutOverride: tool.handOutOverride,
  branchId: tool.branchId,
  siteId: tool.siteId,
  storageUnitId: tool.storageUnitId,
  assignedUserId: tool.assignedUserId,
  assignmentDate: tool.assignmentDate,
  checkoutDate: tool.checkoutDate,
  condition: tool.condition,
  notes: tool.notes,
  branch: { id: tool.branchId, name: branchName },
  site: tool.siteId !== null && siteName !== null ? { id: tool.siteId, name: siteName } : null,
  // Where the tool is kept (the list's "where is it" column, and its sort: decision 0026).
  storageUnit:
    tool.storageUnitId !== null && storageUnitName !== null
      ? { id: tool.storageUnitId, name: storageUnitName }
      : null,
  assignedUser:
    tool.assignedUserId !== null && assigneeFirstName !== null
      ? { id: tool.assignedUserId, firstName: assigneeFirstName, lastName: assigneeLastName ?? '' }
      : null,
  createdAt: tool.createdAt,
});

export type ToolView = ReturnType<typeof toTool>;

/** Tools as views, under a condition and in an order: the kind's read (data/item-read.ts). */
export const readTools: ItemRead<ToolView> = itemRead(selectTools, toTool);

/** The order of a tool list: by name, the id settling ties. */
export const toolListOrder = [asc(tools.name), asc(tools.id)];

export const findTool = findById(readTools, tools);

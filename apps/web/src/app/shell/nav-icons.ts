import {
  Building2,
  DatabaseBackup,
  FileText,
  HardHat,
  LayoutDashboard,
  Mail,
  MapPin,
  Package,
  ScanQrCode,
  Settings,
  Truck,
  Users,
  Warehouse,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/**
 * The navigation's icons, which the route table names. They live with the shell, not in the table:
 * the router loads the table up front, the shell (and its icons) only once someone is signed in.
 */
export const NAV_ICONS = {
  layoutDashboard: LayoutDashboard,
  users: Users,
  hardHat: HardHat,
  building: Building2,
  mapPin: MapPin,
  wrench: Wrench,
  truck: Truck,
  warehouse: Warehouse,
  package: Package,
  fileText: FileText,
  settings: Settings,
  scan: ScanQrCode,
  mail: Mail,
  databaseBackup: DatabaseBackup,
} as const satisfies Record<string, LucideIcon>;

export type NavIconName = keyof typeof NAV_ICONS;

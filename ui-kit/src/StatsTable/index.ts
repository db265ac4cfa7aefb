export {
  DASHBOARD_STAT_KEYS,
  StatsTable,
  type DashboardStatKey,
  type DashboardStats,
  type StatsTableProps,
} from './StatsTable.tsx';

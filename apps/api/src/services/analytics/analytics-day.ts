/**
 * The day an event counts for: a Philippine day, the platform's audience, whatever the server's time zone.
 * SQL text so the recording statements and the report's ranges agree to the second.
 */
export const ANALYTICS_TIME_ZONE = 'Asia/Manila';
export const TODAY_SQL = `(now() AT TIME ZONE '${ANALYTICS_TIME_ZONE}')::date`;
/** The Philippine day of a timestamptz column, for counts derived from created_at. */
export const dayOf = (column: string) => `(${column} AT TIME ZONE '${ANALYTICS_TIME_ZONE}')::date`;
/** The first instant of a period of `days` Philippine days ending today (`days` is a SQL expression). */
export const periodStartSql = (days: string) =>
  `((${TODAY_SQL} - (${days}::int - 1))::timestamp AT TIME ZONE '${ANALYTICS_TIME_ZONE}')`;

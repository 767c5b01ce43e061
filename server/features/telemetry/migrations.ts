// The raw reports (kept TELEMETRY_RETENTION_DAYS) and the hourly aggregates (kept 30 days). `hour` and
// `received_at` are milliseconds since 1970 (UTC), `hour` the start of its hour.
export const telemetryMigrations: readonly string[] = [
  `
  CREATE TABLE field_reports (
    id INTEGER PRIMARY KEY,
    received_at INTEGER NOT NULL,
    page_id TEXT NOT NULL,
    brand TEXT NOT NULL,
    dialect TEXT NOT NULL,
    version TEXT NOT NULL,
    language TEXT NOT NULL,
    connection TEXT NOT NULL,
    kind TEXT NOT NULL,
    report TEXT NOT NULL
  );
  CREATE INDEX field_reports_received ON field_reports (received_at);
  CREATE TABLE field_vitals_hourly (
    hour INTEGER NOT NULL, route TEXT NOT NULL, name TEXT NOT NULL,
    count INTEGER NOT NULL, histogram TEXT NOT NULL,
    PRIMARY KEY (hour, route, name)
  );
  CREATE TABLE field_failures_hourly (
    hour INTEGER NOT NULL, operation TEXT NOT NULL, failure TEXT NOT NULL, status INTEGER NOT NULL,
    count INTEGER NOT NULL, max_duration INTEGER NOT NULL,
    PRIMARY KEY (hour, operation, failure, status)
  );
  CREATE TABLE field_errors_hourly (
    hour INTEGER NOT NULL, message TEXT NOT NULL, route TEXT NOT NULL, source TEXT NOT NULL,
    count INTEGER NOT NULL, stack TEXT NOT NULL,
    PRIMARY KEY (hour, message, route, source)
  );
  CREATE TABLE field_drift_hourly (
    hour INTEGER NOT NULL, operation TEXT NOT NULL, field TEXT NOT NULL, problem TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (hour, operation, field, problem)
  );
  `,
  // The visits turned away by the upgrade notice (vite/gate): per engine, major version, reason and missing feature.
  `
  CREATE TABLE field_unsupported_hourly (
    hour INTEGER NOT NULL, engine TEXT NOT NULL, major INTEGER NOT NULL, reason TEXT NOT NULL, feature TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (hour, engine, major, reason, feature)
  );
  `,
  // The reports of keys past an hour's cap (tables.ts): a flood of made-up messages or fields is counted, not kept.
  `
  CREATE TABLE field_other_hourly (
    hour INTEGER NOT NULL, kind TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (hour, kind)
  );
  `,
  // The page lives in an app's own browser (WeChat, QQ...), per app.
  `
  CREATE TABLE field_in_app_hourly (
    hour INTEGER NOT NULL, browser TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (hour, browser)
  );
  `,
  // Each line (线路) of the site: the page lives that used it, calls, failures, moves away (TelemetryLine).
  `
  CREATE TABLE field_lines_hourly (
    hour INTEGER NOT NULL, line TEXT NOT NULL, event TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (hour, line, event)
  );
  `,
];

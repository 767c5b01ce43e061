// The collector's sentences (the envelope's message of a refused batch).
export const telemetryMsg = {
  tooManyReports: '上报过于频繁，请稍后再试',
  badPeriod: '时间范围无效：since 与 until 须为 ISO 8601 时间，且 since 不晚于 until',
} as const;

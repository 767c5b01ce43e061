/** Our own USDT mark: a green coin with a T. */
export function UsdtIcon({ size = 24 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden className="wallet-list-icon">
      <circle cx="16" cy="16" r="15" style={{ fill: 'var(--usdt-mark)' }} />
      <path d="M9 9h14v3.2h-5.4V24h-3.2V12.2H9z" style={{ fill: 'var(--app-surface)' }} />
      <ellipse cx="16" cy="14.6" rx="7.5" ry="2" fill="none" style={{ stroke: 'var(--app-surface)' }} strokeWidth="1.4" />
    </svg>
  );
}

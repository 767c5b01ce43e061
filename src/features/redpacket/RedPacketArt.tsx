// Our own red envelope, drawn in SVG in the brand's colours: a fixed 3:4 box whatever the screen width.
const SPARK = { fill: 'var(--brand-gold-light)' };

export function RedPacketArt() {
  return (
    <svg className="rp-art" viewBox="0 0 300 400" aria-hidden>
      <defs>
        <linearGradient id="rp-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--brand-primary-light)' }} />
          <stop offset="1" style={{ stopColor: 'var(--brand-primary-deep)' }} />
        </linearGradient>
        <linearGradient id="rp-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--brand-gold-light)' }} />
          <stop offset="1" style={{ stopColor: 'var(--brand-gold)' }} />
        </linearGradient>
      </defs>
      <rect x="10" y="10" width="280" height="380" rx="28" fill="url(#rp-body)" />
      <path d="M10 120 Q150 210 290 120 L290 38 Q290 10 262 10 L38 10 Q10 10 10 38Z" style={{ fill: 'var(--brand-primary-deep)' }} />
      <path d="M10 120 Q150 210 290 120" fill="none" stroke="url(#rp-gold)" strokeWidth="4" />
      <circle cx="150" cy="200" r="46" fill="url(#rp-gold)" />
      <path d="M132 176 L150 198 L168 176 M136 204 H164 M136 218 H164 M150 198 V236" fill="none" style={{ stroke: 'var(--brand-on-gold)' }} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="60" cy="330" r="6" style={SPARK} opacity=".6" />
      <circle cx="250" cy="300" r="8" style={SPARK} opacity=".5" />
      <circle cx="230" cy="60" r="5" style={SPARK} opacity=".6" />
    </svg>
  );
}

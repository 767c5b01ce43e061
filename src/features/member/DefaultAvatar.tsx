// The avatar a member has before uploading one: our own drawing, in the brand's colours.
const PRIMARY = { fill: 'var(--adm-color-primary)' };

export function DefaultAvatar() {
  return (
    <svg viewBox="0 0 64 64" className="member-avatar-img" aria-hidden>
      <rect width="64" height="64" style={{ fill: 'var(--brand-primary-tint-strong)' }} />
      <circle cx="32" cy="25" r="12" style={PRIMARY} opacity=".85" />
      <path d="M10 60 Q32 30 54 60Z" style={PRIMARY} opacity=".85" />
    </svg>
  );
}

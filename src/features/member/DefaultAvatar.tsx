// The avatar a member has before uploading one: our own drawing.
export function DefaultAvatar() {
  return (
    <svg viewBox="0 0 64 64" className="member-avatar-img" aria-hidden>
      <rect width="64" height="64" fill="#ffe1d9" />
      <circle cx="32" cy="25" r="12" fill="#e4393c" opacity=".85" />
      <path d="M10 60 Q32 30 54 60Z" fill="#e4393c" opacity=".85" />
    </svg>
  );
}

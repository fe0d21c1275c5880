/** The logo mark: a ridge pattern sealed by a check, i.e. biometrics made verifiable. */
export function BrandMark({ className = "size-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0a0a0a" />
      <g fill="none" stroke="#ffffff" strokeWidth="1.6" strokeLinecap="round">
        <path d="M9 20.5a7 7 0 0 1 14 0" />
        <path d="M12.5 20.5a3.5 3.5 0 0 1 7 0" />
        <path d="M6 17.5a10 10 0 0 1 20 0" opacity="0.55" />
      </g>
      <circle cx="16" cy="20.5" r="1.6" fill="#34d399" />
    </svg>
  );
}

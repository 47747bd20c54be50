// The static stand-in drawn in the prerendered HTML: a flat outline of the arm in the still pose
// of the 3D scene. It fills the same box the canvas will, so swapping them shifts nothing.
export function RobotArmPoster({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 300"
      className={className}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d="M60 262h280" stroke="#1e293b" strokeWidth="2" />
        <path d="M150 262l8-26h84l8 26z" fill="#1e293b" />
        <rect x="166" y="216" width="68" height="22" rx="6" fill="#475569" />
        <path d="M200 214L168 128" stroke="#f59e0b" strokeWidth="20" />
        <path d="M168 128L250 86" stroke="#f59e0b" strokeWidth="16" />
        <path d="M250 86l34 26" stroke="#0f172a" strokeWidth="10" />
        <path d="M278 104l-6 24M296 116l-2 24" stroke="#38bdf8" strokeWidth="6" />
        <circle cx="200" cy="214" r="16" fill="#64748b" />
        <circle cx="168" cy="128" r="13" fill="#64748b" />
        <circle cx="250" cy="86" r="10" fill="#64748b" />
      </g>
    </svg>
  );
}

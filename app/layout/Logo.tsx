import { company } from '../../app.config.ts'

/** The brand mark: a roof over an open door, in clay, beside the name. */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg aria-hidden viewBox="0 0 40 40" width="36" height="36" className="shrink-0">
        <rect width="40" height="40" rx="10" fill={inverted ? '#ffffff' : '#16223a'} />
        <path
          d="M8 20.5 20 10l12 10.5"
          fill="none"
          stroke="#d27e52"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M12.5 19v11.5h15V19"
          fill="none"
          stroke={inverted ? '#16223a' : '#ffffff'}
          strokeWidth="2.6"
          strokeLinejoin="round"
        />
        <path d="M17.5 30.5v-6.5h5v6.5" fill="none" stroke="#d27e52" strokeWidth="2.6" strokeLinejoin="round" />
      </svg>
      {/* Compact (the header): under 375 px the mark alone, so the header's buttons fit. */}
      <span className={`${compact ? 'hidden min-[375px]:flex' : 'flex'} flex-col leading-none`}>
        <span className={`text-[1.35rem] font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-navy-950'}`}>
          {company.name.split(' ')[0]}
        </span>
        <span
          data-logo-wordmark=""
          className={`mt-0.5 text-[0.68rem] font-semibold uppercase tracking-[0.22em] ${inverted ? 'text-clay-300' : 'text-clay-700'}`}
        >
          {company.name.split(' ').slice(1).join(' ')}
        </span>
      </span>
    </span>
  )
}

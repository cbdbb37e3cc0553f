import { type ElementType, type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * Fades its content in once 10% of it is visible (SPEC §2.4, §9.2). The server renders it
 * visible, so crawlers and visitors without scripts see everything; only content still below
 * the fold when scripts start is hidden and then revealed. Nothing moves under reduced motion.
 */
export function Reveal({
  as: Tag = 'div',
  delayMs = 0,
  className = '',
  children,
}: {
  as?: ElementType
  delayMs?: number
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLElement>(null)
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || !('IntersectionObserver' in window)) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (element.getBoundingClientRect().top < window.innerHeight) return
    setState('hidden')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown')
          observer.disconnect()
        }
      },
      { threshold: 0.1 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const motion =
    state === 'hidden'
      ? 'opacity-0 translate-y-4'
      : state === 'shown'
        ? 'opacity-100 translate-y-0 transition-[opacity,translate] duration-500 ease-out'
        : ''
  return (
    <Tag
      ref={ref}
      className={`${motion} ${className}`.trim()}
      style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
    >
      {children}
    </Tag>
  )
}

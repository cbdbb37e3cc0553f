import { useEffect, useRef, useState } from 'react'

/**
 * An image with its intrinsic size (no layout shift), lazy unless it is the page's largest
 * paint, on a sand placeholder that stays until it has loaded. Visible without scripts.
 */
export function Illustration(props: {
  src: string
  alt: string
  width: number
  height: number
  priority?: boolean
  sizes?: string
  className?: string
}) {
  const img = useRef<HTMLImageElement>(null)
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    const element = img.current
    if (element && !element.complete) {
      setLoading(true)
      const done = () => setLoading(false)
      element.addEventListener('load', done, { once: true })
      element.addEventListener('error', done, { once: true })
      return () => {
        element.removeEventListener('load', done)
        element.removeEventListener('error', done)
      }
    }
  }, [])
  return (
    <span className={`block overflow-hidden bg-sand-200 ${props.className ?? ''}`}>
      <img
        ref={img}
        src={props.src}
        alt={props.alt}
        width={props.width}
        height={props.height}
        sizes={props.sizes}
        loading={props.priority ? 'eager' : 'lazy'}
        fetchPriority={props.priority ? 'high' : 'auto'}
        decoding={props.priority ? 'sync' : 'async'}
        className={`block h-auto w-full transition-opacity duration-300 ${loading ? 'opacity-0' : 'opacity-100'}`}
      />
    </span>
  )
}
